import { createFileRoute, Link, redirect, useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { logIn, lookUpSchool } from '@/api/auth'
import { startSession } from '@/api/session'
import { messages } from '@/domain/messages'
import { loginMachine } from '@/machines/login.machine'
import { AuthLayout } from '@/ui/auth-layout'
import { showError } from '@/ui/error-dialog'
import { Button, Field, formValues } from '@/ui/form'
import { toast } from '@/ui/toast'
import { optionalText } from './-search'
import { safeRedirect } from './-session'

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: optionalText(search.redirect, 2000),
  }),
  // A signed-in visitor goes where the sign-in was asked from (only a path of this app), else home.
  beforeLoad: ({ context, search }) => {
    if (!context.session.token) return
    const back = safeRedirect(search.redirect)
    throw back ? redirect({ href: back }) : redirect({ to: '/dashboard' })
  },
  component: LoginPage,
})

function LoginPage() {
  const router = useRouter()
  const actor = useActorRef(
    loginMachine.provide({
      actors: {
        logIn: fromPromise(({ input }) => logIn(input)),
        lookUpSchool: fromPromise(({ input }) => lookUpSchool(input)),
      },
      actions: {
        // The new session is in the router's context (and its cache emptied) from here on.
        storeToken: (_, { token }) => startSession(token),
        announceSignedIn: () => toast.success(messages.success.login),
        // Loading /login again with the new session runs its beforeLoad: off to the redirect target.
        goToDashboard: () => void router.invalidate(),
        showError: (_, { message }) => showError(message),
      },
    }),
  )
  const submitting = useSelector(actor, (s) => s.matches({ session: 'submitting' }))
  const canSubmit = useSelector(actor, (s) =>
    s.can({ type: 'form.submit', credentials: { username: '', password: '' } }),
  )
  const colegio = useSelector(actor, (s) => s.context.colegio)
  const schoolState = useSelector(actor, (s) => s.value.school)

  return (
    <AuthLayout title="Inicia sesión" subtitle="Documentos docentes y gestión escolar en un solo lugar.">
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault()
          const { username, password } = formValues(e.currentTarget, ['username', 'password'] as const)
          actor.send({ type: 'form.submit', credentials: { username, password } })
        }}
      >
        <Field label="Correo electrónico">
          {(p) => <input {...p} name="username" type="email" autoComplete="username" required />}
        </Field>
        <Field label="Contraseña">
          {(p) => <input {...p} name="password" type="password" autoComplete="current-password" required />}
        </Field>
        <Field
          label="Código del colegio"
          optional
          hint={
            schoolState === 'found' ? (
              <span className="ok-text">Colegio: {colegio}</span>
            ) : schoolState === 'notFound' ? (
              'No encontramos un colegio con ese código.'
            ) : schoolState === 'looking' ? (
              'Buscando colegio…'
            ) : (
              'Si tu colegio te dio un código, escríbelo aquí.'
            )
          }
        >
          {(p) => (
            <input
              {...p}
              name="codigo"
              autoComplete="off"
              autoCapitalize="characters"
              onChange={(e) => actor.send({ type: 'code.change', codigo: e.currentTarget.value })}
            />
          )}
        </Field>
        <Button type="submit" disabled={!canSubmit} busy={submitting}>
          {submitting ? 'Ingresando...' : 'Ingresar'}
        </Button>
      </form>
      <nav className="auth-links" aria-label="Otras opciones">
        <Link to="/forgot-password">¿Olvidaste tu contraseña?</Link>
        <Link to="/register">Soy docente y tengo el código de mi colegio</Link>
        <Link to="/registrar-colegio">Registrar un colegio</Link>
        <Link to="/privacidad">Privacidad y datos de los estudiantes</Link>
      </nav>
    </AuthLayout>
  )
}
