import { Link } from '@tanstack/react-router'
import { Check, Sparkles } from 'lucide-react'
import type { CoberturaOa } from '@/api/contract/libro'
import { formatNumber } from '@/domain/numbers'

const share = (n: number, total: number) => (total === 0 ? '0' : formatNumber((100 * n) / total, 0))

/** A cell of the table: the column's header says what "Sí" means. */
const Mark = ({ on }: { on: boolean }) =>
  on ? (
    <span className="coverage-yes">
      <Check size={16} aria-hidden /> Sí
    </span>
  ) : (
    <span className="muted">No</span>
  )

/**
 * A course's coverage of a subject: each OA treated (in a signed leccionario) and evaluated (in the grade
 * book), with the share per semester, and the link that opens the generator with the OA treated.
 */
export function CoverageTable({
  oas,
  nivel,
  asignatura,
}: {
  oas: readonly CoberturaOa[]
  nivel: string
  asignatura: string
}) {
  const tratados = oas.filter((o) => o.tratado)
  const evaluados = oas.filter((o) => o.evaluado)
  const perPeriod = (['1S', '2S'] as const).map((periodo) => ({
    periodo,
    tratados: oas.filter((o) => o.periodos.some((p) => p.periodo === periodo && p.tratado)).length,
  }))
  return (
    <>
      <div className="coverage-summary">
        <p className="coverage-line">
          <strong>{share(tratados.length, oas.length)} %</strong> de los OA tratados ({tratados.length} de {oas.length})
          · <strong>{share(evaluados.length, oas.length)} %</strong> evaluados ({evaluados.length})
        </p>
        <p className="muted coverage-line">
          {perPeriod
            .map(
              (p) =>
                `${p.periodo === '1S' ? 'Primer' : 'Segundo'} semestre: ${share(p.tratados, oas.length)} % tratados`,
            )
            .join(' · ')}
        </p>
        {tratados.length > 0 && (
          <Link
            to="/documentos-ia"
            search={{
              nivel,
              asignatura,
              oa: tratados
                .map((o) => o.codigo)
                .slice(0, 10)
                .join(','),
            }}
            className="btn btn-primary"
          >
            <Sparkles size={18} aria-hidden /> Generar evaluación de los OA tratados
          </Link>
        )}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and the keyboard must reach it (axe scrollable-region-focusable) */}
      <section className="table-wrap" tabIndex={0} aria-label={`Tabla de cobertura de ${asignatura}`}>
        <table className="coverage-table">
          <caption className="visually-hidden">Cobertura de {asignatura} por OA</caption>
          <thead>
            <tr>
              <th scope="col">OA</th>
              <th scope="col">Tratado</th>
              <th scope="col">Evaluado</th>
              <th scope="col">Clases</th>
            </tr>
          </thead>
          <tbody>
            {oas.map((o) => (
              <tr key={o.codigo} className={o.tratado ? 'is-treated' : ''}>
                <th scope="row">
                  <strong>{o.codigo}</strong>
                  <small className="coverage-desc">{o.descripcion}</small>
                </th>
                <td>
                  <Mark on={o.tratado} />
                </td>
                <td>
                  <Mark on={o.evaluado} />
                </td>
                <td>{o.clases}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  )
}
