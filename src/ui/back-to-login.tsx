import { Link } from '@tanstack/react-router'

/** The way back to the sign-in, under the forms of the password recovery screens. */
export function BackToLogin() {
  return (
    <nav className="auth-links" aria-label="Otras opciones">
      <Link to="/login">Volver a iniciar sesión</Link>
    </nav>
  )
}
