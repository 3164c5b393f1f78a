import { createFileRoute, useRouter } from '@tanstack/react-router'
import { listCorreccionesPendientes } from '@/api/libro'
import { Card, PageHeader } from '@/ui/form'
import { Countersign } from './-libro/countersign'

export const Route = createFileRoute('/_app/visado')({
  staticData: { capability: 'visado' },
  loader: () => listCorreccionesPendientes(),
  component: VisadoPage,
})

/** Visado: the corrections of signed blocks waiting for the inspector's or the administrador's signature. */
function VisadoPage() {
  const pendientes = Route.useLoaderData()
  const router = useRouter()
  return (
    <>
      <PageHeader
        title="Visado de correcciones"
        description={
          pendientes.length === 1
            ? '1 corrección espera tu visado.'
            : `${pendientes.length} correcciones esperan tu visado.`
        }
      />
      {pendientes.length === 0 ? (
        <Card>
          <p className="empty">No hay correcciones pendientes de visado.</p>
        </Card>
      ) : (
        pendientes.map((c) => <Countersign key={c.id} correccion={c} onDecided={() => void router.invalidate()} />)
      )}
    </>
  )
}
