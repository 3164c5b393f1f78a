import { Link } from '@tanstack/react-router'
import type { CumplimientoDocente } from '@/api/contract/libro'
import { formatSchoolDay } from '@/domain/attendance'

const missingLabels = {
  asistencia: 'sin asistencia',
  leccionario: 'sin leccionario',
  oa: 'sin OA',
  firma: 'sin firma',
} as const

/** Per teacher and week, the blocks missing each part, and each past block still missing something. */
export function ComplianceList({ docentes }: { docentes: readonly CumplimientoDocente[] }) {
  return (
    <div className="stack">
      {docentes.map((d) => {
        const faltas = d.semanas.reduce((n, s) => n + s.sin_asistencia + s.sin_leccionario + s.sin_oa + s.sin_firma, 0)
        return (
          <section key={d.docente_id} className="card compliance" aria-label={d.nombre}>
            <h2 className="card-title">
              {d.nombre} {faltas === 0 && <span className="badge block-badge-firmada">Al día</span>}
            </h2>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and the keyboard must reach it (axe scrollable-region-focusable) */}
            <section className="table-wrap" tabIndex={0} aria-label={`Semanas de ${d.nombre}`}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Semana del</th>
                    <th scope="col">Bloques</th>
                    <th scope="col">Sin asistencia</th>
                    <th scope="col">Sin leccionario</th>
                    <th scope="col">Sin OA</th>
                    <th scope="col">Sin firma</th>
                    <th scope="col">Firmadas tarde</th>
                    <th scope="col">Por visar</th>
                  </tr>
                </thead>
                <tbody>
                  {d.semanas.map((s) => (
                    <tr key={s.semana}>
                      <th scope="row">{formatSchoolDay(s.semana)}</th>
                      <td>{s.bloques}</td>
                      <td className={s.sin_asistencia ? 'is-missing' : ''}>{s.sin_asistencia}</td>
                      <td className={s.sin_leccionario ? 'is-missing' : ''}>{s.sin_leccionario}</td>
                      <td className={s.sin_oa ? 'is-missing' : ''}>{s.sin_oa}</td>
                      <td className={s.sin_firma ? 'is-missing' : ''}>{s.sin_firma}</td>
                      <td>{s.firmadas_tarde}</td>
                      <td>{s.correcciones_pendientes}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            {d.pendientes.length > 0 && (
              <ul className="compliance-pending" aria-label={`Clases pendientes de ${d.nombre}`}>
                {d.pendientes.map((p) => (
                  <li key={p.clase_id}>
                    <Link to="/clases/$id" params={{ id: String(p.clase_id) }} className="text-link">
                      {formatSchoolDay(p.fecha)}, {p.inicio} · {p.asignatura} · {p.curso_nombre}
                    </Link>{' '}
                    <span className="muted">({p.faltan.map((f) => missingLabels[f]).join(', ')})</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )
      })}
    </div>
  )
}
