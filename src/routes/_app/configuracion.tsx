import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useRef } from 'react'
import { fromPromise } from 'xstate'
import { getMe } from '@/api/auth'
import { changePassword, updateProfile } from '@/api/cuenta'
import { startSession } from '@/api/session'
import { passwordMinLength } from '@/domain/catalog'
import { messages } from '@/domain/messages'
import { can } from '@/domain/permissions'
import { plans } from '@/domain/plans'
import { passwordChangeMachine } from '@/machines/password-change.machine'
import { profileUpdateMachine } from '@/machines/profile-update.machine'
import { showError } from '@/ui/error-dialog'
import { Button, Card, Field, formValues, PageHeader } from '@/ui/form'
import { toast } from '@/ui/toast'
import { useRefreshAccount } from '../_app'
import { signOut } from '../-session'
import { SchoolDataCard } from './-configuration/school-data'
import { SessionsCard } from './-configuration/sessions-card'
import { SubsidyBlockCard } from './-configuration/subsidy-block'
import { SignatureCard } from './-libro/signature-card'
import { RouteLoadError } from './-load-error'

export const Route = createFileRoute('/_app/configuracion')({
  loader: () => getMe(),
  component: SettingsPage,
  // The product's words for this failure (the router's default is generic).
  errorComponent: ({ error }) => (
    <RouteLoadError error={error} title="Configuración" fallback={messages.fallback.loadUser} />
  ),
})

function SettingsPage() {
  const me = Route.useLoaderData()
  return (
    <>
      <PageHeader title="Configuración" description="Tus datos, tu contraseña y tu colegio." />
      <div className="settings-grid">
        <ProfileCard nombre={me.nombre} email={me.email} />
        <PasswordCard />
        <Card title="Tu colegio">
          <dl className="info-list">
            <dt>Colegio</dt>
            <dd>{me.colegio.nombre}</dd>
            <dt>Plan</dt>
            <dd>{plans[me.plan].nombre}</dd>
            {me.colegio.codigo !== null && (
              <>
                <dt>Código para tu equipo</dt>
                <dd>
                  <code className="school-code">{me.colegio.codigo}</code>
                </dd>
              </>
            )}
          </dl>
          {me.colegio.codigo !== null && (
            <p className="muted small">
              Los docentes se registran en Pizarra con este código para unirse a tu colegio; el administrador aprueba
              cada cuenta nueva.
            </p>
          )}
        </Card>
        <SessionsCard />
        {can(me, 'firma') && <SignatureCard />}
        {can(me, 'horario') && <SubsidyBlockCard />}
        {can(me, 'colegio.exportar') && <SchoolDataCard />}
      </div>
    </>
  )
}

function ProfileCard({ nombre, email }: { nombre: string; email: string }) {
  const refreshAccount = useRefreshAccount()
  const actor = useActorRef(
    profileUpdateMachine.provide({
      actors: { updateProfile: fromPromise(({ input }) => updateProfile(input)) },
      actions: {
        announceUpdated: () => toast.success(messages.success.userUpdated),
        refreshAccount: () => void refreshAccount(),
        showError: (_, { message }) => showError(message),
      },
    }),
  )
  const saving = useSelector(actor, (s) => s.matches('saving'))
  const canSave = useSelector(actor, (s) => s.can({ type: 'form.submit', profile: { nombre: '', email: '' } }))
  return (
    <Card title="Tus datos">
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: 'form.submit', profile: formValues(e.currentTarget, ['nombre', 'email'] as const) })
        }}
      >
        <Field label="Nombre completo">
          {(p) => <input {...p} name="nombre" required maxLength={120} autoComplete="name" defaultValue={nombre} />}
        </Field>
        <Field label="Correo electrónico">
          {(p) => <input {...p} name="email" type="email" required autoComplete="email" defaultValue={email} />}
        </Field>
        <div className="row">
          <Button type="submit" disabled={!canSave} busy={saving}>
            {saving ? 'Guardando...' : 'Guardar cambios'}
          </Button>
        </div>
      </form>
    </Card>
  )
}

function PasswordCard() {
  const form = useRef<HTMLFormElement>(null)
  const actor = useActorRef(
    passwordChangeMachine.provide({
      actors: {
        // The server ends every other session and answers this one's new token: it goes on with it.
        changePassword: fromPromise(async ({ input }) => {
          const answer = await changePassword(input)
          if (answer.access_token) startSession(answer.access_token)
          return answer
        }),
      },
      actions: {
        announceChanged: () => toast.success(messages.success.passwordChanged),
        clearForm: () => form.current?.reset(),
        showError: (_, { message }) => showError(message),
      },
    }),
  )
  const changing = useSelector(actor, (s) => s.matches('changing'))
  const mismatch = useSelector(actor, (s) => s.context.error)
  const canChange = useSelector(actor, (s) =>
    s.can({ type: 'form.submit', form: { old_password: '', new_password: '', confirm: '' } }),
  )
  return (
    <Card title="Cambiar contraseña">
      <form
        ref={form}
        className="stack"
        onSubmit={(e) => {
          e.preventDefault()
          const values = formValues(e.currentTarget, ['old_password', 'new_password', 'confirm'] as const)
          actor.send({ type: 'form.submit', form: values })
        }}
      >
        <Field label="Contraseña actual">
          {(p) => <input {...p} name="old_password" type="password" required autoComplete="current-password" />}
        </Field>
        <Field label="Nueva contraseña" hint={`Al menos ${passwordMinLength} caracteres.`}>
          {(p) => (
            <input
              {...p}
              name="new_password"
              type="password"
              required
              minLength={passwordMinLength}
              autoComplete="new-password"
            />
          )}
        </Field>
        <Field label="Repite la nueva contraseña" error={mismatch}>
          {(p) => (
            <input
              {...p}
              name="confirm"
              type="password"
              required
              minLength={passwordMinLength}
              autoComplete="new-password"
            />
          )}
        </Field>
        <div className="row">
          <Button type="submit" disabled={!canChange} busy={changing}>
            {changing ? 'Cambiando...' : 'Cambiar contraseña'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
