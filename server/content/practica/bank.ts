/**
 * The item bank of the offline PAES and SIMCE practice tests for every subject except mathematics (whose
 * items are generated). Items were written for Pizarra following the Bases Curriculares of each level; none
 * is taken from DEMRE or Agencia de Calidad material. `texto`, when present, is read before the question:
 * paragraphs are separated by line breaks and the first line may be the text's title.
 */
import { paesCiencias } from './paes-ciencias'
import { paesHistoria } from './paes-historia'
import { paesLenguaje } from './paes-lenguaje'
import { simceCienciasNaturales } from './simce-ciencias-naturales'
import { simceHistoria } from './simce-historia'
import { simceLenguaje } from './simce-lenguaje'
import type { BankItem } from './types'

export type { BankItem }

export const itemBank: readonly BankItem[] = [
  ...paesLenguaje,
  ...paesCiencias,
  ...paesHistoria,
  ...simceLenguaje,
  ...simceCienciasNaturales,
  ...simceHistoria,
]
