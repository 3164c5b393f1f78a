import { Link } from '@tanstack/react-router'
import { format, parseISO } from 'date-fns'
import { useState } from 'react'
import { listAuditoria } from '@/api/auditoria'
import { type AuditoriaEntry, auditoriaPageSize } from '@/api/contract/auditoria'
import { auditActionLabels, type auditActions } from '@/domain/audit'
import { passed } from '@/domain/form-check'
import { messages } from '@/domain/messages'
import { Button, Card } from '@/ui/form'
import { useFormSubmission } from '../-form-submission'

/** The trail's filters, as read from the URL. */
export interface AuditFilters {
  alumno_id?: number
  usuario_id?: number
  accion?: (typeof auditActions)[number]
  desde?: string
  hasta?: string
}
const formatWhen = (fecha: string) => format(parseISO(fecha), 'dd-MM-yyyy HH:mm:ss')

/** The trail's lines, newest first, with "Ver más" for the page after the last line shown. */
export function AuditTrail({
  first,
  filters,
  names,
}: {
  first: AuditoriaEntry[]
  filters: AuditFilters
  names: Map<number, string>
}) {
  const [more, setMore] = useState<AuditoriaEntry[]>([])
  const [lastPage, setLastPage] = useState(first)
  const shown = [...first, ...more]
  const next = useFormSubmission<number, AuditoriaEntry[]>({
    fallback: messages.fallback.loadAudit,
    submit: (antes) => listAuditoria({ ...filters, antes }),
    announceSuccess: (page) => {
      setMore((m) => [...m, ...page])
      setLastPage(page)
    },
  })
  const hasMore = lastPage.length >= auditoriaPageSize
  return (
    <Card title={`Movimientos (${shown.length}${hasMore ? '+' : ''})`}>
      {shown.length === 0 ? (
        <p className="empty">No hay movimientos con estos filtros.</p>
      ) : (
        <div className="table-wrap">
          <table className="audit-table">
            <caption className="visually-hidden">Registro de accesos, del más reciente al más antiguo</caption>
            <thead>
              <tr>
                <th scope="col">Fecha e IP</th>
                <th scope="col">Miembro</th>
                <th scope="col">Acción</th>
                <th scope="col">Alumno</th>
                <th scope="col">Detalle</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <tr key={e.id}>
                  <td className="audit-when" data-label="Fecha e IP">
                    <time dateTime={e.fecha}>{formatWhen(e.fecha)}</time>
                    <br />
                    <span className="muted small">{e.ip ?? 'Sin IP'}</span>
                  </td>
                  <td data-label="Miembro">
                    {e.usuario ? (
                      <>
                        {e.usuario.nombre}
                        <br />
                        <span className="muted small">{e.usuario.email}</span>
                      </>
                    ) : (
                      <span className="muted">Desconocido</span>
                    )}
                  </td>
                  <td data-label="Acción">{auditActionLabels[e.accion]}</td>
                  <td data-label="Alumno">
                    {e.alumno_id === null ? (
                      <span className="muted">—</span>
                    ) : names.has(e.alumno_id) ? (
                      <Link to="/alumnos/$id" params={{ id: String(e.alumno_id) }} className="text-link">
                        {names.get(e.alumno_id)}
                      </Link>
                    ) : (
                      <span>Alumno n.º {e.alumno_id}</span>
                    )}
                  </td>
                  <td className="audit-detail" data-label="Detalle">
                    {e.detalle}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasMore && (
        <div className="audit-more">
          <Button
            variant="secondary"
            busy={next.submitting}
            disabled={!next.canSubmit}
            onClick={() => next.submit(passed(shown[shown.length - 1]!.id))}
          >
            {next.submitting ? 'Cargando...' : 'Ver más'}
          </Button>
        </div>
      )}
    </Card>
  )
}
