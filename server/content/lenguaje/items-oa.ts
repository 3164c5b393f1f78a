/**
 * The questions written for one Lenguaje OA of 1°–6° Básico that read no passage (issue 29 §1): the OA whose
 * skill is not asked on a text — reading readiness (words and spaces, sounds and syllables, letters and their
 * sounds, ce-ci, que-qui, ge-gi, gue-gui…), the new words a child uses when writing and speaking, the habit of
 * reading and research in a source. Each question carries its OA's code and passes the OA's check
 * (`offObjective`, `server/content/checks/lenguaje.ts`), tested in `tests/unit/lenguaje-items-oa.test.ts`.
 *
 * `itemsLenguajePorOa[codigo]`: the multiple-choice questions (`seleccion`) and the open questions with their
 * pauta (`abiertas`) of an OA; `lenguajeItemsFor(codigo)` the same, empty for an OA without them. A piece to
 * check: `questionPiece(undefined, q)` (`reading.ts`) for a multiple-choice question, `openPiece(q)` for an open one.
 */
import type { OaPiece } from '../checks/types'
import { abiertasEscritura, itemsEscritura } from './items-escritura'
import { abiertasGusto, itemsGusto } from './items-gusto'
import { abiertasInicial, itemsInicial } from './items-inicial'
import { abiertasInvestigacion, itemsInvestigacion } from './items-investigacion'
import { abiertasLectura, itemsLectura } from './items-lectura'
import { abiertasVocabulario, itemsVocabulario } from './items-vocabulario'
import type { OaOpenQuestion, OaQuestion } from './types'

export interface LenguajeOaItems {
  seleccion: readonly OaQuestion[]
  abiertas: readonly OaOpenQuestion[]
}

const seleccion: readonly OaQuestion[] = [
  ...itemsInicial,
  ...itemsVocabulario,
  ...itemsGusto,
  ...itemsLectura,
  ...itemsEscritura,
  ...itemsInvestigacion,
]
const abiertas: readonly OaOpenQuestion[] = [
  ...abiertasInicial,
  ...abiertasVocabulario,
  ...abiertasGusto,
  ...abiertasLectura,
  ...abiertasEscritura,
  ...abiertasInvestigacion,
]

const byOa: Record<string, LenguajeOaItems> = {}
for (const codigo of new Set([...seleccion, ...abiertas].map((q) => q.oa)))
  byOa[codigo] = {
    seleccion: seleccion.filter((q) => q.oa === codigo),
    abiertas: abiertas.filter((q) => q.oa === codigo),
  }

/** Per OA code ("LE01 OA 03"), the questions written for it that read no passage. */
export const itemsLenguajePorOa: Readonly<Record<string, LenguajeOaItems>> = byOa

const none: LenguajeOaItems = { seleccion: [], abiertas: [] }
/** The questions written for one OA that read no passage; none for an OA without them. */
export const lenguajeItemsFor = (codigo: string): LenguajeOaItems => byOa[codigo] ?? none

/** An open question as the piece its OA's check reads (its statement; the pauta is the teacher's). */
export const openPiece = (q: OaOpenQuestion): OaPiece => ({ tipo: 'item', texto: q.enunciado })
