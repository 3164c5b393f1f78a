import { TZDate } from '@date-fns/tz'
import { createFileRoute, Link } from '@tanstack/react-router'
import { format } from 'date-fns'
import { es } from 'date-fns/locale'
import { Download, Pencil } from 'lucide-react'
import { listDocuments } from '@/api/documentos'
import { schoolTimeZone } from '@/domain/attendance'
import { AfterFirstPaint } from '@/ui/after-first-paint'
import { Card, PageHeader } from '@/ui/form'
import { DocumentVersions } from './-documents/document-versions'
import { docxFileName } from './-generator/generation'

export const Route = createFileRoute('/_app/mis-documentos')({
  // Download links are signed and expire: every visit asks for fresh ones.
  loader: () => listDocuments(),
  component: MisDocumentosPage,
})

/** A timestamp as Chilean teachers read it: "12 de marzo de 2026, 14:05". */
const formatCreated = (iso: string) =>
  format(new TZDate(new Date(iso), schoolTimeZone), "d 'de' MMMM 'de' yyyy, HH:mm", { locale: es })

function MisDocumentosPage() {
  const documents = [...Route.useLoaderData()].sort((a, b) => b.created_at.localeCompare(a.created_at))
  return (
    <>
      <PageHeader
        title="Mis Documentos"
        description="Todo lo que has generado, del más reciente al más antiguo. Los documentos con IA se pueden editar: cada vez que guardas queda una versión nueva."
      />
      <AfterFirstPaint>
        <Card>
          {documents.length === 0 ? (
            <div className="empty">
              <p>Aún no has generado documentos.</p>
              <Link to="/documentos-ia" className="btn btn-primary">
                Generar mi primer documento
              </Link>
            </div>
          ) : (
            <div className="table-wrap">
              <table className="documents-table">
                <caption className="visually-hidden">Documentos generados</caption>
                <thead>
                  <tr>
                    <th scope="col">Título</th>
                    <th scope="col">Fecha</th>
                    <th scope="col">
                      <span className="visually-hidden">Acciones</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {documents.map((d) => (
                    <tr key={d.id}>
                      <td className="doc-title">
                        {d.title}
                        {d.editable && (
                          <DocumentVersions id={d.id} title={d.title} version={d.version} format={formatCreated} />
                        )}
                      </td>
                      <td className="doc-date">
                        <time dateTime={d.created_at}>{formatCreated(d.created_at)}</time>
                      </td>
                      <td className="doc-action">
                        {d.editable && (
                          <Link
                            to="/documentos/$id"
                            params={{ id: String(d.id) }}
                            className="btn btn-secondary btn-sm"
                            aria-label={`Editar ${d.title}`}
                          >
                            <Pencil size={16} aria-hidden /> Editar
                          </Link>
                        )}
                        <a
                          className="btn btn-secondary btn-sm"
                          href={d.gcs_url}
                          download={docxFileName(d.title)}
                          aria-label={`Descargar ${d.title}`}
                        >
                          <Download size={16} aria-hidden /> Descargar
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      </AfterFirstPaint>
    </>
  )
}
