import { createFileRoute, Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { CheckCircle2, CircleAlert, Info } from 'lucide-react'
import { fromPromise } from 'xstate'
import { addExtraEvaluation } from '@/api/pagos'
import { messages } from '@/domain/messages'
import { approvedStatus, paymentMessages } from '@/domain/payments'
import { extraPaymentMachine } from '@/machines/extra-payment.machine'
import { showError } from '@/ui/error-dialog'
import { Button, Card, PageHeader } from '@/ui/form'
import { toast } from '@/ui/toast'
import { useRefreshAccount } from '../_app'
import { optionalText } from '../-search'

export const Route = createFileRoute('/_app/prueba-extra')({
  // Payment ids come back as text or, when they are digits only, parsed as numbers by the router.
  validateSearch: (search: Record<string, unknown>): { status?: string; payment_id?: string } => ({
    status: optionalText(search.status),
    payment_id: optionalText(search.payment_id),
  }),
  component: PaymentResultPage,
})

function PaymentResultPage() {
  const { status, payment_id } = Route.useSearch()
  const approved = status === approvedStatus && Boolean(payment_id)
  return (
    <>
      <PageHeader title="Resultado del pago" description="Evaluación adicional" />
      {approved ? <Crediting paymentId={payment_id!} key={payment_id} /> : <NotApproved />}
    </>
  )
}

function NotApproved() {
  return (
    <Card className="narrow payment-result">
      <p className="result-line danger" role="alert">
        <CircleAlert size={22} aria-hidden /> <span>{messages.validation.paymentNotApproved}</span>
      </p>
      <p className="muted">No se hizo ningún cargo por esta evaluación. Puedes intentarlo de nuevo.</p>
      <Link to="/evaluaciones-status" className="btn btn-primary">
        Volver a Estado de evaluaciones
      </Link>
    </Card>
  )
}

function Crediting({ paymentId }: { paymentId: string }) {
  const refresh = useRefreshAccount()
  const actor = useActorRef(
    extraPaymentMachine.provide({
      actors: { addExtra: fromPromise(({ input }) => addExtraEvaluation(input)) },
      actions: {
        refreshAccount: () => void refresh(),
        announceCredited: () => toast.success('Evaluación adicional acreditada'),
        showError: (_, { message }) => showError(message),
      },
    }),
    { input: { paymentId } },
  )
  const state = useSelector(actor, (s) => s.value)
  const { disponibles, error } = useSelector(actor, (s) => s.context)

  return (
    <Card className="narrow payment-result">
      {state === 'crediting' && (
        <p className="result-line" role="status">
          <span className="spinner" aria-hidden="true" /> Acreditando tu evaluación adicional…
        </p>
      )}
      {state === 'credited' && (
        <>
          <p className="result-line ok" role="status">
            <CheckCircle2 size={22} aria-hidden /> <span>Pago aprobado: se agregó 1 evaluación adicional.</span>
          </p>
          <p>
            Ahora tienes <strong>{disponibles}</strong> evaluaciones disponibles.
          </p>
        </>
      )}
      {state === 'alreadyCredited' && (
        <p className="result-line" role="status">
          <Info size={22} aria-hidden /> <span>{paymentMessages.alreadyCredited}</span>
        </p>
      )}
      {state === 'failed' && (
        <>
          <p className="result-line danger" role="alert">
            <CircleAlert size={22} aria-hidden /> <span>{error}</span>
          </p>
          <div className="row">
            <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'credit.retry' })}>
              Reintentar
            </Button>
          </div>
        </>
      )}
      {state !== 'crediting' && (
        <p className="row">
          <Link to="/documentos-ia" className="btn btn-primary">
            Generar un documento
          </Link>
          <Link to="/evaluaciones-status" className="btn btn-secondary">
            Ver mis evaluaciones
          </Link>
        </p>
      )}
    </Card>
  )
}
