import { formatClp, type PlanId } from '@/domain/plans'

export interface PlanChoice {
  id: PlanId
  nombre: string
  precio_clp: number
  evaluaciones_mes: number
}

/** The three monthly plans as radio cards: name, price and monthly evaluations. */
export function PlanPicker({
  plans,
  selected,
  onSelect,
  disabled,
}: {
  plans: PlanChoice[]
  selected: PlanId | null
  onSelect: (plan: PlanId) => void
  disabled?: boolean
}) {
  return (
    <fieldset className="plan-picker" disabled={disabled}>
      <legend className="field-label">Plan mensual</legend>
      {plans.map((plan) => (
        <label key={plan.id} className="plan-option">
          <input
            type="radio"
            name="plan"
            value={plan.id}
            checked={selected === plan.id}
            onChange={() => onSelect(plan.id)}
          />
          <span className="plan-name">{plan.nombre}</span>
          <span className="plan-price">
            {formatClp(plan.precio_clp)}
            <small> / mes</small>
          </span>
          <span className="plan-evals">{plan.evaluaciones_mes} evaluaciones al mes por docente</span>
        </label>
      ))}
    </fieldset>
  )
}
