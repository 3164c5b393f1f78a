import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeader } from '@/ui/form'
import { recordId } from '../-not-found'
import { DocumentEditor } from './-documents/document-editor'
import { RecordNotFound } from './-load-error'

export const Route = createFileRoute('/_app/documentos/$id')({
  loader: ({ params }) => recordId(params.id, '/documentos/'),
  component: DocumentoPage,
  notFoundComponent: () => (
    <RecordNotFound
      title="Documento no encontrado"
      message="Este documento no existe en tu cuenta."
      back={{ to: '/mis-documentos', label: 'Ver Mis Documentos' }}
    />
  ),
})

/** An AI document in the editor: opened from Mis Documentos or after a generation. */
function DocumentoPage() {
  const id = Route.useLoaderData()
  return (
    <>
      <PageHeader
        title="Editar documento"
        description="Edita, reordena o regenera cada elemento; guarda para crear una versión nueva del archivo Word."
      >
        <Link to="/mis-documentos" className="btn btn-ghost">
          Volver a Mis Documentos
        </Link>
      </PageHeader>
      {/* One editor per document: opening another document starts a fresh machine. */}
      <DocumentEditor key={id} id={id} />
    </>
  )
}
