import { createFileRoute, useRouter } from '@tanstack/react-router'
import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import type { CodigoColegio } from '@/api/contract/miembros'
import { listCursos } from '@/api/cursos'
import { listMiembros, replaceSchoolCode } from '@/api/miembros'
import { passed } from '@/domain/form-check'
import { messages } from '@/domain/messages'
import { Button, Card, PageHeader } from '@/ui/form'
import { toast } from '@/ui/toast'
import { useAccount, useRefreshAccount } from '../_app'
import { useFormSubmission } from './-form-submission'
import { RouteLoadError } from './-load-error'
import { PendingRequest } from './-team/pending-request'
import { MemberRow, roleSummary } from './-team/team'

export const Route = createFileRoute('/_app/equipo')({
  staticData: { capability: 'miembros' },
  loader: async () => {
    const [miembros, cursos] = await Promise.all([listMiembros(), listCursos()])
    return { miembros, cursos }
  },
  component: TeamPage,
  // The members are the whole screen: without them there is nothing to decide.
  errorComponent: ({ error }) => (
    <RouteLoadError error={error} title="Equipo" fallback={messages.fallback.loadMembers} />
  ),
})

function TeamPage() {
  const { miembros, cursos } = Route.useLoaderData()
  const me = useAccount()
  const router = useRouter()
  const refreshAccount = useRefreshAccount()
  // The list and the sidebar's count of pending requests change together.
  const refresh = () => {
    void router.invalidate()
    void refreshAccount()
  }
  const pendientes = miembros.filter((m) => m.estado === 'pendiente')
  const decididos = miembros.filter((m) => m.estado !== 'pendiente')
  return (
    <>
      <PageHeader
        title="Equipo"
        description="Quién entra a los datos de tu colegio y qué ve cada uno. Quien se registra con el código espera tu aprobación."
      />
      <Card title={pendientes.length > 0 ? `Solicitudes pendientes (${pendientes.length})` : 'Solicitudes pendientes'}>
        {pendientes.length === 0 ? (
          <p className="muted">No hay solicitudes esperando tu aprobación.</p>
        ) : (
          <ul className="member-list" aria-label="Solicitudes pendientes">
            {pendientes.map((m) => (
              <PendingRequest key={m.id} miembro={m} cursos={cursos} onDecided={refresh} />
            ))}
          </ul>
        )}
      </Card>
      <Card title="Miembros">
        <p className="muted small">{roleSummary(decididos)}</p>
        <ul className="member-list" aria-label="Miembros">
          {decididos.map((m) => (
            <MemberRow
              key={`${m.id}-${m.rol}-${m.estado}-${m.curso_ids.join(',')}`}
              miembro={m}
              cursos={cursos}
              isSelf={m.id === me.id}
              onChanged={refresh}
            />
          ))}
        </ul>
      </Card>
      {me.colegio.codigo !== null && <SchoolCodeCard codigo={me.colegio.codigo} />}
    </>
  )
}

/** The code people join with, and its replacement after a confirmation (the old code stops registering). */
function SchoolCodeCard({ codigo }: { codigo: string }) {
  const refreshAccount = useRefreshAccount()
  const [confirming, setConfirming] = useState(false)
  const [nuevo, setNuevo] = useState<string | null>(null)
  const replace = useFormSubmission<true, CodigoColegio>({
    fallback: messages.fallback.changeCode,
    submit: () => replaceSchoolCode(),
    announceSuccess: (output) => {
      setNuevo(output.codigo)
      setConfirming(false)
      toast.success(messages.success.codeChanged)
    },
    refresh: () => refreshAccount(),
  })
  return (
    <Card title="Código del colegio">
      <p className="code-row">
        <code className="school-code">{nuevo ?? codigo}</code>
        {nuevo && (
          <span className="ok-text" role="status">
            Nuevo código
          </span>
        )}
      </p>
      <p className="muted small">
        Quien se registra con este código queda pendiente hasta que lo apruebes aquí. Si el código se compartió con
        quien no debía, cámbialo: el actual dejará de servir.
      </p>
      {confirming ? (
        <div className="alert alert-warn confirm-panel" role="alertdialog" aria-labelledby="replace-code-title">
          <p id="replace-code-title">
            ¿Cambiar el código del colegio? El código <strong>{nuevo ?? codigo}</strong> dejará de servir para
            registrarse; quienes ya son parte del equipo no se ven afectados.
          </p>
          <div className="row">
            <Button
              variant="danger"
              className="btn-sm"
              busy={replace.submitting}
              disabled={!replace.canSubmit}
              onClick={() => replace.submit(passed(true))}
            >
              {replace.submitting ? 'Cambiando...' : 'Cambiar código'}
            </Button>
            <Button
              variant="secondary"
              className="btn-sm"
              disabled={replace.submitting}
              onClick={() => setConfirming(false)}
            >
              Cancelar
            </Button>
          </div>
        </div>
      ) : (
        <div className="row">
          <Button variant="secondary" className="btn-sm" onClick={() => setConfirming(true)}>
            <RefreshCw size={16} aria-hidden /> Cambiar código
          </Button>
        </div>
      )}
    </Card>
  )
}
