import { createFileRoute, Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { CheckCircle2, Copy, CreditCard } from 'lucide-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { fromPromise } from 'xstate'
import { z } from 'zod'
import { getPlanes, lookUpPlan, registerSchool } from '@/api/pagos'
import { passwordMinLength } from '@/domain/catalog'
import { plans as planCatalog } from '@/domain/plans'
import { findRegion, regions } from '@/domain/regions'
import { type PlanCheckout, type SchoolForm, schoolSignupMachine } from '@/machines/school-signup.machine'
import { AuthLayout } from '@/ui/auth-layout'
import { Button, Field, formValues } from '@/ui/form'
import { PlanPicker } from '@/ui/plan-picker'

export const Route = createFileRoute('/registrar-colegio')({
  validateSearch: z.object({ preapproval_id: z.string().optional(), status: z.string().optional() }),
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
  const state = useSelector(actor, (s) => s.value)
  const { plans, selected, plan, codigo, planError, error, notice } = useSelector(actor, (s) => s.context)
  const canPay = useSelector(actor, (s) => s.can({ type: 'payment.start' }))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'form.submit', school: emptySchool }))
  const paid = state === 'filling' || state === 'submitting'
  const checkoutUrl = plans.find((p) => p.id === selected)?.checkout_url

  if (state === 'registered' || state === 'leaving') {
    return (
      <AuthLayout title="¡Colegio registrado!" subtitle="La cuenta de UTP del colegio está lista.">
        <div className="stack">
          <p>Este es el código de tu colegio. Compártelo con tu equipo para que cada docente cree su cuenta:</p>
          <p className="code-row">
            <code className="school-code" data-testid="codigo-colegio">
              {codigo}
            </code>
            <Button
              type="button"
              variant="secondary"
              className="btn-sm"
              onClick={() => actor.send({ type: 'code.copy' })}
            >
              <Copy size={16} aria-hidden /> Copiar código
            </Button>
          </p>
          <p className="muted" role="status">
            Te llevamos a iniciar sesión en unos segundos…
          </p>
        </div>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      wide
      title="Registra tu colegio"
      subtitle="Elige un plan, paga la suscripción mensual y crea la cuenta de UTP del colegio."
    >
      <div className="stack signup">
        <section className="stack" aria-labelledby="paso-plan">
          <h2 id="paso-plan" className="form-section">
            1. Plan y pago
          </h2>
          {notice && (
            <p className="alert alert-warn" role="status">
              {notice}
            </p>
          )}
          {(state === 'loadingPlans' || state === 'lookingUpPlan') && (
            <p className="muted" role="status">
              <span className="spinner" aria-hidden="true" />{' '}
              {state === 'lookingUpPlan' ? 'Verificando tu pago…' : 'Cargando planes…'}
            </p>
          )}
          {(state === 'choosingPlan' || state === 'awaitingPayment') && (
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
          {state === 'plansFailed' && (
            <div className="row">
              <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'plans.retry' })}>
                Reintentar
              </Button>
            </div>
          )}
          {state === 'planMissing' && (
            <div className="row">
              <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'plan.change' })}>
                Elegir un plan
              </Button>
            </div>
          )}
          {state === 'awaitingPayment' && (
            <p className="alert alert-info" role="status">
              <span>
                Abrimos el pago en una pestaña nueva. Cuando lo apruebes, esa pestaña vuelve a esta página para terminar
                el registro.{' '}
                {checkoutUrl && (
                  <a href={checkoutUrl} target="_blank" rel="noopener">
                    ¿No se abrió? Abrir el pago
                  </a>
                )}
              </span>
            </p>
          )}
          {paid && plan && (
            <p className="alert alert-info with-icon" role="status">
              <CheckCircle2 size={18} aria-hidden />
              <span>
                Pago confirmado: plan {planCatalog[plan].nombre}, {planCatalog[plan].evaluacionesMes} evaluaciones al
                mes por docente.
              </span>
            </p>
          )}
        </section>

        <section className="stack" aria-labelledby="paso-datos">
          <h2 id="paso-datos" className="form-section">
            2. Datos del colegio y de la cuenta UTP
          </h2>
          {!paid && <p className="muted">Completa el pago para registrar estos datos.</p>}
          <SchoolFormFields
            submitting={state === 'submitting'}
            canSubmit={canSubmit}
            error={error}
            onSubmit={(school) => actor.send({ type: 'form.submit', school })}
          />
        </section>
      </div>
      <nav className="auth-links" aria-label="Otras opciones">
        <Link to="/login">Ya tengo cuenta: iniciar sesión</Link>
      </nav>
    </AuthLayout>
  )
}

const emptySchool: SchoolForm = {
  nombre: '',
  region: '',
  comuna: '',
  email_responsable: '',
  nombre_responsable: '',
  password: '',
}

function SchoolFormFields({
  submitting,
  canSubmit,
  error,
  onSubmit,
}: {
  submitting: boolean
  canSubmit: boolean
  error: string | null
  onSubmit: (school: SchoolForm) => void
}) {
  const [region, setRegion] = useState('')
  const comunas = findRegion(region)?.comunas ?? []
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit(
          formValues(e.currentTarget, [
            'nombre',
            'region',
            'comuna',
            'nombre_responsable',
            'email_responsable',
            'password',
          ] as const),
        )
      }}
    >
      <Field label="Nombre del colegio">
        {(p) => <input {...p} name="nombre" required maxLength={160} autoComplete="organization" />}
      </Field>
      <div className="form-grid">
        <Field label="Región">
          {(p) => (
            <select {...p} name="region" required value={region} onChange={(e) => setRegion(e.currentTarget.value)}>
              <option value="" disabled>
                Elige la región
              </option>
              {regions.map((r) => (
                <option key={r.codigo} value={r.nombre}>
                  {r.nombre}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Comuna">
          {(p) => (
            <select {...p} name="comuna" required key={region} defaultValue="" disabled={!region}>
              <option value="" disabled>
                {region ? 'Elige la comuna' : 'Primero elige la región'}
              </option>
              {comunas.map((c) => (
                <option key={c.cut} value={c.nombre}>
                  {c.nombre}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Nombre completo">
        {(p) => <input {...p} name="nombre_responsable" required maxLength={120} autoComplete="name" />}
      </Field>
      <div className="form-grid">
        <Field label="Correo electrónico">
          {(p) => <input {...p} name="email_responsable" type="email" required autoComplete="email" />}
        </Field>
        <Field label="Contraseña" hint={`Al menos ${passwordMinLength} caracteres.`}>
          {(p) => (
            <input
              {...p}
              name="password"
              type="password"
              required
              minLength={passwordMinLength}
              autoComplete="new-password"
            />
          )}
        </Field>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <Button type="submit" disabled={!canSubmit} busy={submitting}>
          {submitting ? 'Registrando...' : 'Registrar colegio'}
        </Button>
      </div>
    </form>
  )
}
