import { createFileRoute, Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { getPlanes, lookUpPlan, registerSchool } from '@/api/pagos'
import { type PlanCheckout, schoolSignupMachine } from '@/machines/school-signup.machine'
import { AuthLayout } from '@/ui/auth-layout'
import { toast } from '@/ui/toast'
import { emptySchool, SchoolFormFields, SchoolRegistered } from './-school-signup'
import { PlanStep } from './-school-signup-plan'
import { optionalText } from './-search'

export const Route = createFileRoute('/registrar-colegio')({
  validateSearch: (search: Record<string, unknown>): { preapproval_id?: string; status?: string } => ({
    preapproval_id: optionalText(search.preapproval_id),
    status: optionalText(search.status),
  }),
  component: SchoolSignupPage,
})

function SchoolSignupPage() {
  const navigate = Route.useNavigate()
  const search = Route.useSearch()
  const actor = useActorRef(
    schoolSignupMachine.provide({
      actors: {
        loadPlans: fromPromise<PlanCheckout[]>(() => getPlanes()),
        lookUpPlan: fromPromise(({ input }) => lookUpPlan(input)),
        registerSchool: fromPromise(({ input }) => registerSchool(input)),
      },
      actions: {
        openCheckout: (_, { url }) => void window.open(url, '_blank', 'noopener'),
        forgetPayment: () => void navigate({ to: '/registrar-colegio', search: {}, replace: true }),
        announceRegistered: () => toast.success('Colegio registrado'),
        copyCode: (_, { codigo }) => {
          navigator.clipboard.writeText(codigo).then(
            () => toast.success('Código copiado'),
            () => toast.error('No se pudo copiar: selecciona el código y cópialo a mano.'),
          )
        },
        goToLogin: () => void navigate({ to: '/login' }),
      },
    }),
    { input: { preapprovalId: search.preapproval_id?.trim() || null, rejected: search.status === 'rejected' } },
  )
  const registered = useSelector(actor, (s) => s.hasTag('registered'))
  const paid = useSelector(actor, (s) => s.hasTag('paid'))
  const submitting = useSelector(actor, (s) => s.matches('submitting'))
  const codigo = useSelector(actor, (s) => s.context.codigo)
  const error = useSelector(actor, (s) => s.context.error)
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'form.submit', school: emptySchool }))

  if (registered) return <SchoolRegistered codigo={codigo} onCopy={() => actor.send({ type: 'code.copy' })} />

  return (
    <AuthLayout
      wide
      title="Registra tu colegio"
      subtitle="Elige un plan, paga la suscripción mensual y crea la cuenta de UTP del colegio."
    >
      <div className="stack signup">
        <PlanStep actor={actor} />
        <section className="stack" aria-labelledby="paso-datos">
          <h2 id="paso-datos" className="form-section">
            2. Datos del colegio y de la cuenta UTP
          </h2>
          {!paid && <p className="muted">Completa el pago para registrar estos datos.</p>}
          <SchoolFormFields
            submitting={submitting}
            canSubmit={canSubmit}
            error={error}
            onSubmit={(school) => actor.send({ type: 'form.submit', school })}
          />
        </section>
      </div>
      <nav className="auth-links" aria-label="Otras opciones">
        <Link to="/login">Ya tengo cuenta: iniciar sesión</Link>
        <Link to="/privacidad">Privacidad y datos de los estudiantes</Link>
      </nav>
    </AuthLayout>
  )
}
