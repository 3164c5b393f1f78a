/**
 * The instruments written per OA (issue 29 §1), gathered from the subjects' files: `ciencias/instrumentos.ts`,
 * `historia/instrumentos.ts`, `matematica/instrumentos.ts` and `lenguaje/instrumentos.ts`. Each row is the
 * rubric's content criterion, the scale's indicator and the practical works written for one OA; the files
 * are parsed with `oaInstrumentos` (`tareas/schema.ts`) once, on first use, so a criterion with three levels
 * or two rows for one OA fail the tests, not a teacher's document.
 *
 * The composer (`server/composer/instruments.ts`) puts under an OA only what this module gives for that OA's
 * code, and only the pieces that pass the OA's check (`checks`).
 */
import { z } from 'zod'
import { instrumentosCiencias } from './ciencias/instrumentos'
import { instrumentosHistoria } from './historia/instrumentos'
import { instrumentosLenguaje } from './lenguaje/instrumentos'
import { instrumentosMatematica } from './matematica/instrumentos'
import { type OaTrabajo, oaInstrumentos } from './tareas/schema'

/** One OA's instruments as the composer reads them (`trabajos` always present). */
export type InstrumentosDeOa = z.output<typeof oaInstrumentos>
export type { OaTrabajo }

let parsed: ReadonlyMap<string, InstrumentosDeOa> | undefined

/** Every subject's rows, parsed and keyed by OA code; a code written twice is an error. */
function byCode(): ReadonlyMap<string, InstrumentosDeOa> {
  if (parsed) return parsed
  const rows = z
    .array(oaInstrumentos)
    .parse([...instrumentosCiencias, ...instrumentosHistoria, ...instrumentosMatematica, ...instrumentosLenguaje])
  const map = new Map<string, InstrumentosDeOa>()
  for (const row of rows) {
    if (map.has(row.codigo)) throw new Error(`instrumentos: ${row.codigo} está escrito dos veces`)
    map.set(row.codigo, row)
  }
  parsed = map
  return map
}

/** The instruments written for an OA, or undefined when it has none yet. */
export const instrumentosDe = (codigo: string): InstrumentosDeOa | undefined => byCode().get(codigo)

/** Every OA with instruments written, in the files' order. */
export const instrumentosAll = (): readonly InstrumentosDeOa[] => [...byCode().values()]
