import { useSelector } from '@xstate/react'
import { CheckCircle2, CreditCard } from 'lucide-react'
import type { ActorRefFrom } from 'xstate'
import { plans as planCatalog } from '@/domain/plans'
import { checkoutUrlOf, type schoolSignupMachine } from '@/machines/school-signup.machine'
import { Button } from '@/ui/form'
import { PlanPicker } from '@/ui/plan-picker'

/** Step 1: the plans, the payment and what came of it, as the signup machine says. */
export function PlanStep({ actor }: { actor: ActorRefFrom<typeof schoolSignupMachine> }) {
  const s = useSelector(actor, (snapshot) => snapshot)
  const { plans, selected, plan, planError, notice } = s.context
  const canPay = s.can({ type: 'payment.start' })
  const checkoutUrl = checkoutUrlOf(s.context)
  return (
    <section className="stack" aria-labelledby="paso-plan">
      <h2 id="paso-plan" className="form-section">
        1. Plan y pago
      </h2>
      {notice && (
        <p className="alert alert-warn" role="status">
          {notice}
        </p>
      )}
      {s.hasTag('waiting') && (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" />{' '}
          {s.matches('lookingUpPlan') ? 'Verificando tu pago…' : 'Cargando planes…'}
        </p>
      )}
      {s.hasTag('choosing') && (
        <>
          <PlanPicker
            plans={plans.map((p) => ({
              id: p.id,
              nombre: planCatalog[p.id].nombre,
              precio_clp: planCatalog[p.id].precioClp,
              evaluaciones_mes: planCatalog[p.id].evaluacionesMes,
            }))}
            selected={selected}
            onSelect={(id) => actor.send({ type: 'plan.select', plan: id })}
          />
          <div className="row">
            <Button type="button" disabled={!canPay} onClick={() => actor.send({ type: 'payment.start' })}>
              <CreditCard size={18} aria-hidden /> Pagar suscripción
            </Button>
          </div>
        </>
      )}
      {planError && (
        <p className="field-error" role="alert">
          {planError}
        </p>
      )}
      {s.matches('plansFailed') && (
        <div className="row">
          <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'plans.retry' })}>
            Reintentar
          </Button>
        </div>
      )}
      {s.matches('planMissing') && (
        <div className="row">
          <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'plan.change' })}>
            Elegir un plan
          </Button>
        </div>
      )}
      {s.matches('awaitingPayment') && (
        <p className="alert alert-info" role="status">
          <span>
            Abrimos el pago en una pestaña nueva. Cuando lo apruebes, esa pestaña vuelve a esta página para terminar el
            registro.{' '}
            {checkoutUrl && (
              <a href={checkoutUrl} target="_blank" rel="noopener">
                ¿No se abrió? Abrir el pago
              </a>
            )}
          </span>
        </p>
      )}
      {s.hasTag('paid') && plan && (
        <p className="alert alert-info with-icon" role="status">
          <CheckCircle2 size={18} aria-hidden />
          <span>
            Pago confirmado: plan {planCatalog[plan].nombre}, {planCatalog[plan].evaluacionesMes} evaluaciones al mes
            por docente.
          </span>
        </p>
      )}
    </section>
  )
}
