import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { resolveObjetivo } from '@/api/curriculo'
import {
  objectiveUnderstandingMachine,
  type Typed,
  type Understanding,
} from '@/machines/objective-understanding.machine'

/** The typed line resolved on the server: its objectives as the generator will send them, in order. */
async function resolveLine({ nivel, asignatura, texto }: Typed, signal: AbortSignal) {
  const r = await resolveObjetivo(nivel, asignatura, texto, signal)
  const oa = (o: { codigo: string; descripcion: string }) => ({ codigo: o.codigo, descripcion: o.descripcion })
  return r.partes.map((parte) => ({
    texto: parte.texto,
    en_catalogo: r.en_catalogo,
    objetivo: parte.objetivo ? oa(parte.objetivo) : null,
    coincidencias: parte.coincidencias.map(oa),
    otro_nivel: parte.otro_nivel ? { ...oa(parte.otro_nivel), nivel: parte.otro_nivel.nivel } : null,
  }))
}

/** The understanding machine bound to the resolver endpoint. */
export function useObjectiveUnderstanding() {
  const actor = useActorRef(
    objectiveUnderstandingMachine.provide({
      actors: { resolveObjectives: fromPromise(({ input, signal }) => resolveLine(input, signal)) },
    }),
  )
  const understood = useSelector(actor, (s) => (s.matches('understood') ? s.context.understood : []))
  // The line the understanding answers: the objectives are sent as understood only while it is still the text.
  const understoodText = useSelector(actor, (s) => (s.matches('understood') ? (s.context.typed?.texto ?? null) : null))
  const waiting = useSelector(actor, (s) => s.matches('waiting') || s.matches('resolving'))
  return {
    understood,
    understoodText,
    waiting,
    typed: (typed: Typed) => actor.send({ type: 'objectives.typed', typed }),
    choose: (index: number, codigo: string) => actor.send({ type: 'suggestion.choose', index, codigo }),
  }
}

/**
 * "Entendimos: MA07 OA 04 — Comprender el porcentaje" under the objectives, one line per objective of the typed
 * line, each changeable to another match. An objective no OA of the level covers is said once, calmly, with
 * where the subject teaches it when another level does and the closest OA of the level to choose.
 */
export function UnderstoodObjectives({
  understood,
  waiting,
  scope,
  onChoose,
}: {
  understood: Understanding[]
  waiting: boolean
  scope: string
  onChoose: (index: number, codigo: string) => void
}) {
  if (understood.length === 0)
    return waiting ? (
      <p className="understood muted" aria-live="polite">
        Buscando el OA…
      </p>
    ) : null
  return (
    <ul className="understood" aria-live="polite" aria-label="Objetivos entendidos">
      {understood.map((u, i) => (
        <li key={u.texto}>
          {!u.en_catalogo ? (
            <span>
              «{u.texto}» va tal como lo escribiste: el catálogo aún no incluye {scope}.
            </span>
          ) : u.elegido ? (
            <>
              <span>
                Entendimos: <strong>{u.elegido.codigo}</strong> — {u.elegido.descripcion}
              </span>
              {u.coincidencias.length > 1 && (
                <label className="understood-change">
                  <span className="visually-hidden">Cambiar el OA de «{u.texto}»</span>
                  <select
                    value={u.elegido.codigo}
                    aria-label={`Cambiar el OA de «${u.texto}»`}
                    onChange={(e) => onChoose(i, e.target.value)}
                  >
                    {u.coincidencias.map((c) => (
                      <option key={c.codigo} value={c.codigo}>
                        {c.codigo} — {c.descripcion.slice(0, 90)}
                        {c.descripcion.length > 90 ? '…' : ''}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </>
          ) : (
            <span className="understood-refusal">
              {u.otro_nivel ? (
                <>
                  «{u.texto}» se trabaja en {u.otro_nivel.nivel}: <strong>{u.otro_nivel.codigo}</strong>. Para {scope},
                  elige uno de los OA más cercanos:
                </>
              ) : (
                <>
                  Ningún OA de {scope} corresponde a «{u.texto}». Elige uno:
                </>
              )}
              <ul className="understood-suggestions">
                {u.coincidencias.slice(0, 3).map((c) => (
                  <li key={c.codigo}>
                    <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChoose(i, c.codigo)}>
                      Usar {c.codigo}
                    </button>{' '}
                    {c.descripcion.slice(0, 110)}
                    {c.descripcion.length > 110 ? '…' : ''}
                  </li>
                ))}
              </ul>
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
