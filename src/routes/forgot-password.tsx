import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { MailCheck } from 'lucide-react'
import { fromPromise } from 'xstate'
import { requestPasswordReset } from '@/api/cuenta'
import { messages } from '@/domain/messages'
import { forgotPasswordMachine } from '@/machines/forgot-password.machine'
import { AuthLayout } from '@/ui/auth-layout'
import { BackToLogin } from '@/ui/back-to-login'
import { showError } from '@/ui/error-dialog'
import { Button, Field, formValues } from '@/ui/form'
import { SubmitButton } from '@/ui/submit-button'
import { toast } from '@/ui/toast'

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage })

function ForgotPasswordPage() {
  const actor = useActorRef(
    forgotPasswordMachine.provide({
      actors: { requestReset: fromPromise(({ input }) => requestPasswordReset({ email: input })) },
      actions: {
        announceSent: () => toast.success(messages.success.mailSent),
        showError: (_, { message }) => showError(message),
      },
    }),
  )
  const sending = useSelector(actor, (s) => s.matches('sending'))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'form.submit', email: '' }))
  const answer = useSelector(actor, (s) => (s.matches('sent') ? s.context.answer : null))
  const email = useSelector(actor, (s) => s.context.email)

  return (
    <AuthLayout
      title="Recupera tu contraseña"
      subtitle="Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña."
    >
      {answer ? (
        <div className="stack">
          <p className="alert alert-info with-icon" role="status">
            <MailCheck size={18} aria-hidden /> <span>{answer}</span>
          </p>
          <p className="muted">
            Lo enviamos a <strong>{email}</strong>. El enlace vale por 1 hora y se puede usar una sola vez.
          </p>
          <div className="row">
            <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'form.again' })}>
              Enviar de nuevo
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: 'form.submit', email: formValues(e.currentTarget, ['email'] as const).email })
          }}
        >
          <Field label="Correo electrónico">
            {(p) => <input {...p} name="email" type="email" autoComplete="email" required defaultValue={email ?? ''} />}
          </Field>
          <SubmitButton disabled={!canSubmit} busy={sending} busyLabel="Enviando...">
            Enviar enlace
          </SubmitButton>
        </form>
      )}
      <BackToLogin />
    </AuthLayout>
  )
}
