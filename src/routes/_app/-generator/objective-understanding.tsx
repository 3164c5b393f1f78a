import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { resolveObjetivo } from '@/api/curriculo'
import {
  objectiveUnderstandingMachine,
  type Typed,
  type Understanding,
} from '@/machines/objective-understanding.machine'

/** Each typed objective resolved on the server, in the order typed. */
const resolveAll = ({ nivel, asignatura, textos }: Typed, signal: AbortSignal) =>
  Promise.all(
    textos.map(async (texto) => {
      const r = await resolveObjetivo(nivel, asignatura, texto, signal)
      const oa = (o: { codigo: string; descripcion: string }) => ({ codigo: o.codigo, descripcion: o.descripcion })
      return {
        texto,
        en_catalogo: r.en_catalogo,
        objetivo: r.objetivo ? oa(r.objetivo) : null,
        coincidencias: r.coincidencias.map(oa),
      }
    }),
  )

/** The understanding machine bound to the resolver endpoint. */
export function useObjectiveUnderstanding() {
  const actor = useActorRef(
    objectiveUnderstandingMachine.provide({
      actors: { resolveObjectives: fromPromise(({ input, signal }) => resolveAll(input, signal)) },
    }),
  )
  const understood = useSelector(actor, (s) => (s.matches('understood') ? s.context.understood : []))
  const waiting = useSelector(actor, (s) => s.matches('waiting') || s.matches('resolving'))
  return {
    understood,
    waiting,
    typed: (typed: Typed) => actor.send({ type: 'objectives.typed', typed }),
    choose: (index: number, codigo: string) => actor.send({ type: 'suggestion.choose', index, codigo }),
  }
}

/**
 * "Entendimos: MA07 OA 04 — Comprender el porcentaje" under the objectives, one line per typed objective,
 * each changeable to another match; an objective no OA of the level covers shows the closest ones to choose.
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
            <span>
              Ningún OA de {scope} corresponde a «{u.texto}». Elige uno:
              <span className="understood-suggestions">
                {u.coincidencias.map((c) => (
                  <button
                    key={c.codigo}
                    type="button"
                    className="btn btn-secondary btn-sm"
                    onClick={() => onChoose(i, c.codigo)}
                  >
                    {c.codigo}
                  </button>
                ))}
              </span>
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
