import { createFileRoute, Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { ArrowLeft } from 'lucide-react'
import { fromPromise } from 'xstate'
import type { SolicitudDetail } from '@/api/contract/solicitudes'
import { getSolicitud, replySolicitud } from '@/api/solicitudes'
import { messages } from '@/domain/messages'
import { createRequestReplyMachine } from '@/machines/request-reply.machine'
import { showError } from '@/ui/error-dialog'
import { PageHeader } from '@/ui/form'
import { toast } from '@/ui/toast'
import { orNotFound, recordId } from '../-not-found'
import { RecordNotFound, RouteLoadError } from './-load-error'
import { ReplyForm, RequestThread } from './-requests/request-detail'

export const Route = createFileRoute('/_app/solicitudes/$id')({
  staticData: { capability: 'registros' },
  loader: async ({ params }) => orNotFound(getSolicitud(await recordId(params.id, '/solicitudes/'))),
  component: SolicitudPage,
  // The product's words for this failure, shown as an alert too (the router's default is generic).
  errorComponent: ({ error }) => (
    <RouteLoadError error={error} title="Solicitud" fallback={messages.fallback.loadRequest} dialog />
  ),
  // Which record is missing and the way back to its list, instead of the default's unknown address.
  notFoundComponent: () => (
    <RecordNotFound
      title="Solicitud no encontrada"
      message="Esta solicitud no existe en tu colegio o no está entre las que puedes ver."
      back={{ to: '/solicitudes', label: 'Ver las solicitudes' }}
    />
  ),
})

const requestReplyMachine = createRequestReplyMachine<SolicitudDetail>()

function SolicitudPage() {
  const loaded = Route.useLoaderData()
  // A new machine for each request: the request is its input.
  return <SolicitudView key={loaded.id} loaded={loaded} />
}

function SolicitudView({ loaded }: { loaded: SolicitudDetail }) {
  const actor = useActorRef(
    requestReplyMachine.provide({
      actors: {
        sendReply: fromPromise(({ input }) =>
          replySolicitud(input.id, { contenido: input.contenido, estado: input.estado }),
        ),
      },
      actions: {
        announceReplied: () => toast.success(messages.success.replySent),
        showError: (_, { message }) => showError(message),
      },
    }),
    { input: { solicitud: loaded } },
  )
  // The machine holds the request: after a reply it is the server's updated copy.
  const solicitud = useSelector(actor, (s) => s.context.solicitud)
  const draft = useSelector(actor, (s) => s.context.draft)
  const sending = useSelector(actor, (s) => s.matches('sending'))
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null))
  const canSend = useSelector(actor, (s) => s.can({ type: 'reply.submit' }))

  return (
    <>
      <PageHeader title={solicitud.titulo}>
        <Link to="/solicitudes" className="btn btn-ghost btn-sm">
          <ArrowLeft size={16} aria-hidden /> Solicitudes
        </Link>
      </PageHeader>
      <RequestThread solicitud={solicitud} />
      <ReplyForm
        draft={draft}
        sending={sending}
        canSend={canSend}
        error={error}
        onText={(contenido) => actor.send({ type: 'draft.text', contenido })}
        onState={(estado) => actor.send({ type: 'draft.state', estado })}
        onSubmit={() => actor.send({ type: 'reply.submit' })}
      />
    </>
  )
}
