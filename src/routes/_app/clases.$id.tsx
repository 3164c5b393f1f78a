import { createFileRoute, Link } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { ArrowLeft } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { Clase } from '@/api/contract/libro'
import { firmarClase, getClase, saveAsistenciaBloque, saveLeccionario } from '@/api/libro'
import { rollRecords } from '@/domain/libro'
import { type ClassBlockContext, classBlockMachine } from '@/machines/class-block.machine'
import { showError } from '@/ui/error-dialog'
import { toast } from '@/ui/toast'
import { useAccount } from '../_app'
import { orNotFound, recordId } from '../-not-found'
import { blockData } from './-libro/block-data'
import { BlockView } from './-libro/block-view'
import { dropDraft, readDraft, writeDraft } from './-libro/drafts'
import { RecordNotFound } from './-load-error'

export const Route = createFileRoute('/_app/clases/$id')({
  staticData: { capability: 'asistencia' },
  loader: async ({ params }) => orNotFound(getClase(await recordId(params.id, '/clases/'))),
  component: ClasePage,
  notFoundComponent: () => (
    <RecordNotFound
      title="Clase no encontrada"
      message="Esta clase no existe en tu colegio o no es tuya."
      back={{ to: '/mi-dia', label: 'Volver a Mi día' }}
    />
  ),
})

/** What is typed in a block, as kept in the browser. */
const draftOf = (c: ClassBlockContext, enviar: boolean) => ({
  registros: rollRecords(c.alumnoIds, c.marks),
  texto: c.texto,
  oa: [...c.oa],
  actividades: c.actividades,
  enviar,
})

function ClasePage() {
  const loaded = Route.useLoaderData()
  const me = useAccount()
  return <Block key={loaded.id} loaded={loaded} meId={me.id} />
}

function Block({ loaded, meId }: { loaded: Clase; meId: number }) {
  const [clase, setClase] = useState(loaded)
  // The first load is the route's; a reload (after a correction or a conflict) asks the server again.
  const first = useRef(true)
  const take = (c: Clase) => {
    setClase(c)
    return blockData(c)
  }
  const actor = useActorRef(
    classBlockMachine.provide({
      actors: {
        loadBlock: fromPromise(async ({ input }) => {
          const c = first.current ? loaded : await getClase(input.claseId)
          first.current = false
          return { clase: take(c), borrador: readDraft(input.claseId) }
        }),
        saveRoll: fromPromise(async ({ input }) =>
          take(await saveAsistenciaBloque(input.claseId, { registros: input.registros })),
        ),
        saveLesson: fromPromise(async ({ input: { claseId, ...body } }) => take(await saveLeccionario(claseId, body))),
        signBlock: fromPromise(async ({ input: { claseId, ...body } }) => take(await firmarClase(claseId, body))),
      },
      actions: {
        keepDraft: ({ context }) => writeDraft(context.claseId, draftOf(context, false)),
        queueRoll: ({ context }) => writeDraft(context.claseId, draftOf(context, true)),
        forgetDraft: ({ context }) => dropDraft(context.claseId),
        announceSigned: () => toast.success('Clase firmada.'),
        showError: (_, { message }) => showError(message),
      },
    }),
    {
      input: {
        claseId: loaded.id,
        alumnoIds: loaded.asistencia.map((a) => a.alumno_id),
        sustituto: loaded.puede_firmar && meId !== loaded.docente_id && meId !== loaded.codocente_id,
      },
    },
  )
  // A roll waiting to be sent goes as soon as the browser is back online.
  useEffect(() => {
    const online = () => actor.send({ type: 'connection.online' })
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [actor])
  const reload = useCallback(() => actor.send({ type: 'block.reload' }), [actor])
  return (
    <>
      <Link to="/mi-dia" className="btn btn-ghost btn-sm back-link">
        <ArrowLeft size={16} aria-hidden /> Mi día
      </Link>
      <BlockView clase={clase} actor={actor} onCorrected={reload} />
    </>
  )
}
