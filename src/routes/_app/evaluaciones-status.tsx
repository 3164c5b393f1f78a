import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { ShoppingCart } from 'lucide-react'
import { fromPromise } from 'xstate'
import { buyExtraEvaluation, getEvaluationStatus } from '@/api/pagos'
import { messages } from '@/domain/messages'
import { formatClp, plans } from '@/domain/plans'
import { extraPurchaseMachine } from '@/machines/extra-purchase.machine'
import { showError } from '@/ui/error-dialog'
import { Button, Card, PageHeader } from '@/ui/form'
import { RouteLoadError } from './-load-error'

export const Route = createFileRoute('/_app/evaluaciones-status')({
  loader: () => getEvaluationStatus(),
  component: EvaluationStatusPage,
  // The product's words for this failure (the router's default is generic).
  errorComponent: ({ error }) => (
    <RouteLoadError error={error} title="Estado de evaluaciones" fallback={messages.fallback.evaluationStatus} />
  ),
})

function EvaluationStatusPage() {
  const status = Route.useLoaderData()
  const actor = useActorRef(
    extraPurchaseMachine.provide({
      actors: { createCheckout: fromPromise(() => buyExtraEvaluation()) },
      actions: {
        goToCheckout: (_, { url }) => window.location.assign(url),
        showError: (_, { message }) => showError(message),
      },
    }),
  )
  const canBuy = useSelector(actor, (s) => s.can({ type: 'purchase.start' }))
  const buying = useSelector(actor, (s) => !s.matches('idle'))
  const total = status.evaluaciones_mes + status.extra

  return (
    <>
      <PageHeader
        title="Estado de evaluaciones"
        description={`Plan ${plans[status.plan].nombre}: ${status.evaluaciones_mes} evaluaciones al mes por docente. El contador se renueva el primer día de cada mes.`}
      />
      <div className="summary-grid">
        <Card title="Disponibles">
          <p className="big-number" data-testid="evaluaciones-disponibles">
            {status.disponibles}
          </p>
          <p className="muted">
            Has usado {status.usadas} de {total} este mes.
          </p>
          <meter
            className="usage-meter"
            aria-label="Evaluaciones usadas"
            min={0}
            max={Math.max(total, 1)}
            value={Math.min(status.usadas, total)}
          >
            {status.usadas} de {total} usadas
          </meter>
        </Card>
        <Card title="Detalle del mes">
          <dl className="usage-list">
            <dt>Usadas</dt>
            <dd>{status.usadas}</dd>
            <dt>Incluidas en el plan</dt>
            <dd>{status.evaluaciones_mes}</dd>
            <dt>Adicionales compradas</dt>
            <dd>{status.extra}</dd>
          </dl>
          <p className="muted small">
            Los informes PIE no usan evaluaciones, y una generación que falla no se descuenta.
          </p>
        </Card>
        <Card title="¿Necesitas más?" className="buy-card">
          <p>
            Cada evaluación adicional cuesta <strong>{formatClp(status.precio_extra_clp)}</strong>. No vence y se usa
            solo cuando se acaban las del plan.
          </p>
          <Button type="button" disabled={!canBuy} busy={buying} onClick={() => actor.send({ type: 'purchase.start' })}>
            <ShoppingCart size={18} aria-hidden /> {messages.quota.buyLink}
          </Button>
        </Card>
      </div>
    </>
  )
}
