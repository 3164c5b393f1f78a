import { createFileRoute, Link } from '@tanstack/react-router'
import { messages } from '@/domain/messages'
import { AuthLayout } from '@/ui/auth-layout'

export const Route = createFileRoute('/reset-password/')({ component: InvalidResetLink })

/** The recovery screen without a token in its URL: it only says 'Token inválido o expirado.' */
export function InvalidResetLink() {
  return (
    <AuthLayout title="Recupera tu contraseña">
      <div className="stack">
        <p className="alert alert-danger" role="alert">
          {messages.validation.invalidToken}
        </p>
        <p className="muted">Los enlaces de recuperación valen por 1 hora y se pueden usar una sola vez.</p>
        <Link to="/forgot-password" className="btn btn-primary">
          Pedir un enlace nuevo
        </Link>
      </div>
      <nav className="auth-links" aria-label="Otras opciones">
        <Link to="/login">Volver a iniciar sesión</Link>
      </nav>
    </AuthLayout>
  )
}
