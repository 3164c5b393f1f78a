import { Link } from '@tanstack/react-router'
import { Copy, Hourglass } from 'lucide-react'
import { useEffect, useState } from 'react'
import { getAsistenciaRiesgo } from '@/api/asistencia'
import type { AsistenciaRiesgo } from '@/api/contract/asistencia'
import { messageOf } from '@/domain/errors'
import { attendanceBandLabels } from '@/domain/grade-book'
import { messages } from '@/domain/messages'
import { formatNumber } from '@/domain/numbers'
import { can } from '@/domain/permissions'
import { plans } from '@/domain/plans'
import { Card, PageHeader } from '@/ui/form'
import { toast } from '@/ui/toast'
import { useAccount } from '../../_app'
import { AiGenerator } from '../-generator/ai-generator'
import { TodayCard } from '../-libro/today-card'

/** The signed-in home: the account at a glance and the school code to invite colleagues. */
export function AccountSummary() {
  const me = useAccount()
  const plan = plans[me.plan]
  const codigo = me.colegio.codigo
  const copyCode = async () => {
    if (codigo === null) return
    try {
      await navigator.clipboard.writeText(codigo)
      toast.success('Código copiado')
    } catch {
      toast.error('No se pudo copiar: selecciona el código y cópialo a mano.')
    }
  }
  return (
    <>
      <PageHeader title={`Hola, ${me.nombre.split(' ')[0]}`} description={me.colegio.nombre} />
      {can(me, 'asistencia') && <TodayCard meId={me.id} />}
      {me.estado === 'pendiente' && (
        <div className="alert alert-info pending-home" role="status">
          <p>
            <Hourglass size={18} aria-hidden /> <strong>{messages.access.pending}</strong>
          </p>
          <p>
            Cuando el administrador de {me.colegio.nombre} te apruebe verás los alumnos y cursos que te asigne. Mientras
            tanto puedes usar el Generador IA, los módulos PAES y SIMCE y Mis Documentos.
          </p>
        </div>
      )}
      <div className="summary-grid">
        <Card title="Evaluaciones de este mes">
          <p className="big-number">{me.evaluaciones_disponibles}</p>
          <p className="muted">
            disponibles de {plan.evaluacionesMes + me.evaluaciones_extra} · {me.evaluaciones_usadas} usadas
          </p>
          <Link to="/evaluaciones-status" className="text-link">
            Ver detalle
          </Link>
        </Card>
        <Card title="Plan del colegio">
          <p className="big-number">{plan.nombre}</p>
          <p className="muted">{plan.evaluacionesMes} evaluaciones al mes por docente</p>
        </Card>
        {codigo !== null && (
          <Card title="Invita a tu equipo">
            <p className="muted">Los docentes se registran con este código del colegio:</p>
            <p className="code-row">
              <code className="school-code">{codigo}</code>
              <button type="button" className="btn btn-secondary btn-sm" onClick={copyCode}>
                <Copy size={16} aria-hidden /> Copiar
              </button>
            </p>
            <p className="muted small">
              Cada cuenta nueva queda pendiente: no ve datos de alumnos hasta que el administrador la aprueba.
            </p>
            {can(me, 'miembros') && (
              <Link to="/equipo" className="text-link">
                Revisar solicitudes en Equipo
              </Link>
            )}
          </Card>
        )}
      </div>
      {can(me, 'asistencia') && (
        <div className="summary-grid">
          <AttendanceRisk periodo="mes" title="Asistencia en riesgo este mes" />
          <AttendanceRisk periodo="anio" title="Asistencia en riesgo este año" />
        </div>
      )}
    </>
  )
}

type RiskState =
  | { status: 'loading' }
  | { status: 'ok'; data: AsistenciaRiesgo }
  | { status: 'failed'; message: string }

/**
 * The school's students in "grave" and "reiterada" attendance in the period, gravest first, each
 * linking to the student's page. It loads on its own: a failure here leaves the rest of the home.
 */
function AttendanceRisk({ periodo, title }: { periodo: 'mes' | 'anio'; title: string }) {
  const [state, setState] = useState<RiskState>({ status: 'loading' })
  useEffect(() => {
    let current = true
    getAsistenciaRiesgo(periodo).then(
      (data) => current && setState({ status: 'ok', data }),
      (error) =>
        current &&
        setState({ status: 'failed', message: messageOf(error, 'No se pudo cargar la asistencia en riesgo.') }),
    )
    return () => {
      current = false
    }
  }, [periodo])
  return (
    <Card title={title}>
      {state.status === 'loading' && (
        <p className="muted" role="status">
          Cargando...
        </p>
      )}
      {state.status === 'failed' && (
        <p className="alert alert-danger" role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'ok' &&
        (state.data.alumnos.length === 0 ? (
          <p className="muted">Ningún estudiante con asistencia grave o reiterada.</p>
        ) : (
          <ul className="risk-list" aria-label={title}>
            {state.data.alumnos.map((a) => (
              <li key={a.alumno_id}>
                <span>
                  <Link to="/alumnos/$id" params={{ id: String(a.alumno_id) }} className="text-link">
                    {a.nombre}
                  </Link>{' '}
                  <span className="muted">· {a.curso.nombre}</span>
                </span>
                <span>
                  {formatNumber(a.porcentaje, 1)} %{' '}
                  <span className={`risk-band ${a.banda === 'grave' ? 'is-grave' : ''}`}>
                    {attendanceBandLabels[a.banda]}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ))}
    </Card>
  )
}

/** Home (/ and /dashboard): the account at a glance, then the AI generator. */
export function HomePage() {
  return (
    <>
      <AccountSummary />
      <h2 className="section-title">Generador de documentos con IA</h2>
      <AiGenerator />
    </>
  )
}
