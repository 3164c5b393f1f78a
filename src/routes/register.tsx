import { createFileRoute, Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { registerUser } from '@/api/auth'
import { passwordMinLength } from '@/domain/catalog'
import { registerMachine } from '@/machines/register.machine'
import { AuthLayout } from '@/ui/auth-layout'
import { showError } from '@/ui/error-dialog'
import { Button, Field, formValues } from '@/ui/form'
import { toast } from '@/ui/toast'

export const Route = createFileRoute('/register')({ component: RegisterPage })

function RegisterPage() {
  const navigate = Route.useNavigate()
  const actor = useActorRef(
    registerMachine.provide({
      actors: { register: fromPromise(({ input }) => registerUser(input)) },
      actions: {
        announceRegistered: (_, { message }) => toast.success(message),
        goToLogin: () => void navigate({ to: '/login' }),
        showError: (_, { message }) => showError(message),
      },
    }),
  )
  const submitting = useSelector(actor, (s) => s.matches('submitting'))
  const canSubmit = useSelector(actor, (s) => s.matches('idle'))

  return (
    <AuthLayout title="Crea tu cuenta" subtitle="Únete al equipo de tu colegio con el código que te entregó UTP.">
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault()
          const v = formValues(e.currentTarget, ['nombre', 'email', 'password', 'codigo_colegio', 'rol'] as const)
          actor.send({
            type: 'form.submit',
            registration: { ...v, codigo_colegio: v.codigo_colegio.toUpperCase(), rol: 'utp' },
          })
        }}
      >
        <Field label="Nombre completo">
          {(p) => <input {...p} name="nombre" autoComplete="name" required maxLength={120} />}
        </Field>
        <Field label="Correo electrónico">
          {(p) => <input {...p} name="email" type="email" autoComplete="email" required />}
        </Field>
        <Field label="Contraseña" hint={`Al menos ${passwordMinLength} caracteres.`}>
          {(p) => (
            <input
              {...p}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={passwordMinLength}
            />
          )}
        </Field>
        <Field label="Código del colegio">
          {(p) => (
            <input {...p} name="codigo_colegio" autoComplete="off" autoCapitalize="characters" required minLength={6} />
          )}
        </Field>
        <Field label="Rol">
          {(p) => (
            <select {...p} name="rol" required defaultValue="utp">
              <option value="utp">utp</option>
            </select>
          )}
        </Field>
        <Button type="submit" disabled={!canSubmit} busy={submitting}>
          {submitting ? 'Registrando...' : 'Registrarme'}
        </Button>
      </form>
      <nav className="auth-links" aria-label="Otras opciones">
        <Link to="/login">Ya tengo cuenta: iniciar sesión</Link>
        <Link to="/privacidad">Privacidad y datos de los estudiantes</Link>
      </nav>
    </AuthLayout>
  )
}
