import { useRouter } from '@tanstack/react-router'
import { closeAllSessions } from '@/api/auth'
import { passed } from '@/domain/form-check'
import { messages } from '@/domain/messages'
import { Button, Card } from '@/ui/form'
import { toast } from '@/ui/toast'
import { signOut } from '../../-session'
import { useFormSubmission } from '../-form-submission'

/** Ends every session of the account (a lost phone, a shared computer), this one included, then signs out. */
export function SessionsCard() {
  const router = useRouter()
  const close = useFormSubmission<true, void>({
    fallback: messages.fallback.closeSessions,
    submit: () => closeAllSessions(),
    // Signing out clears the notices of the account that left: this one is shown on /login afterwards.
    announceSuccess: () => void signOut(router).then(() => toast.success(messages.success.sessionsClosed)),
  })
  return (
    <Card title="Sesiones">
      <p className="muted small">
        Si dejaste tu sesión abierta en otro computador o perdiste un teléfono, cierra la sesión en todos los
        dispositivos: tendrás que volver a ingresar con tu contraseña en cada uno, también en este.
      </p>
      <div className="row">
        <Button
          variant="secondary"
          className="btn-wrap"
          busy={close.submitting}
          disabled={!close.canSubmit}
          onClick={() => close.submit(passed(true))}
        >
          {close.submitting ? 'Cerrando sesiones...' : 'Cerrar sesión en todos los dispositivos'}
        </Button>
      </div>
    </Card>
  )
}
