import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { resetPasswordWithToken } from '@/api/cuenta'
import { passwordMinLength } from '@/domain/catalog'
import { messages } from '@/domain/messages'
import { passwordResetMachine } from '@/machines/password-reset.machine'
import { AuthLayout } from '@/ui/auth-layout'
import { BackToLogin } from '@/ui/back-to-login'
import { showError } from '@/ui/error-dialog'
import { Field, formValues } from '@/ui/form'
import { SubmitButton } from '@/ui/submit-button'
import { toast } from '@/ui/toast'
import { InvalidResetLink } from './reset-password.index'

export const Route = createFileRoute('/reset-password/$token')({ component: ResetPasswordPage })

function ResetPasswordPage() {
  const { token } = Route.useParams()
  const navigate = Route.useNavigate()
  const actor = useActorRef(
    passwordResetMachine.provide({
      actors: { resetPassword: fromPromise(({ input }) => resetPasswordWithToken(input)) },
      actions: {
        announceReset: () => toast.success(messages.success.passwordChanged),
        goToLogin: () => void navigate({ to: '/login' }),
        showError: (_, { message }) => showError(message),
      },
    }),
    { input: { token } },
  )
  const resetting = useSelector(actor, (s) => s.matches('resetting'))
  const refused = useSelector(actor, (s) => s.matches('invalidToken'))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'form.submit', form: { new_password: '', confirm: '' } }))
  const mismatch = useSelector(actor, (s) => s.context.error)

  if (!token.trim() || refused) return <InvalidResetLink />

  return (
    <AuthLayout title="Elige una nueva contraseña" subtitle="Después podrás iniciar sesión con ella.">
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault()
          const form = formValues(e.currentTarget, ['new_password', 'confirm'] as const)
          actor.send({ type: 'form.submit', form })
        }}
      >
        <Field label="Nueva contraseña" hint={`Al menos ${passwordMinLength} caracteres.`}>
          {(p) => (
            <input
              {...p}
              name="new_password"
              type="password"
              autoComplete="new-password"
              required
              minLength={passwordMinLength}
            />
          )}
        </Field>
        <Field label="Repite la nueva contraseña" error={mismatch}>
          {(p) => (
            <input
              {...p}
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              minLength={passwordMinLength}
            />
          )}
        </Field>
        <SubmitButton disabled={!canSubmit} busy={resetting} busyLabel="Guardando...">
          Guardar contraseña
        </SubmitButton>
      </form>
      <BackToLogin />
    </AuthLayout>
  )
}
