import type { paesLevels, simceLevels } from '@/domain/catalog'
import { foldAccents } from '@/domain/text'
import type { BankItem } from './types'

const ciencias = [
  'Conocer y comprender',
  'Aplicar',
  'Observar y plantear preguntas',
  'Planificar una investigación',
  'Analizar evidencia',
] as const

const historia = [
  'Conocer y comprender',
  'Pensamiento temporal y espacial',
  'Análisis de fuentes',
  'Pensamiento crítico',
] as const

/**
 * The skills an item may be tagged with, per test and subject. Reading follows each test's framework
 * (PAES Competencia Lectora; SIMCE Lectura); sciences and history follow the skills of the Bases Curriculares.
 */
export const habilidades = {
  PAES: {
    Lenguaje: ['Localizar', 'Interpretar', 'Evaluar'],
    Ciencias: ciencias,
    Historia: historia,
  },
  SIMCE: {
    Lenguaje: ['Localizar', 'Interpretar y relacionar', 'Reflexionar'],
    'Ciencias Naturales': ciencias,
    Historia: historia,
  },
} as const

type Prueba = keyof typeof habilidades
type Asignatura<P extends Prueba> = keyof (typeof habilidades)[P]
type Nivel<P extends Prueba> = P extends 'PAES' ? (typeof paesLevels)[number] : (typeof simceLevels)[number]
type Habilidad<P extends Prueba, A extends Asignatura<P>> = Extract<
  (typeof habilidades)[P][A] extends readonly (infer H)[] ? H : never,
  string
>

/** An item as written in a content file; the group gives it its test, subject, level and id. */
export interface ItemSeed<H extends string = string> {
  habilidad: H
  texto?: string
  enunciado: string
  alternativas: [string, string, string, string]
  correcta: 0 | 1 | 2 | 3
}

const slug = (value: string) =>
  foldAccents(value)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * Items of one test, subject and level. Ids are `<prueba>-<asignatura>-<nivel>-<nn>` in writing order, so
 * new items go at the end of their group.
 */
export function group<P extends Prueba, A extends Asignatura<P> & string>(
  prueba: P,
  asignatura: A,
  nivel: Nivel<P>,
  seeds: readonly ItemSeed<Habilidad<P, A>>[],
): BankItem[] {
  const nivelSlug = `${nivel.charAt(0)}${nivel.includes('Medio') ? 'm' : 'b'}`
  const prefix = `${prueba.toLowerCase()}-${slug(asignatura)}-${nivelSlug}`
  return seeds.map((seed, index) => ({
    id: `${prefix}-${String(index + 1).padStart(2, '0')}`,
    prueba,
    asignatura,
    nivel,
    ...seed,
  }))
}

/** Several items that read the same text. */
export function withText<H extends string>(texto: string, seeds: readonly Omit<ItemSeed<H>, 'texto'>[]): ItemSeed<H>[] {
  return seeds.map((seed) => ({ texto, ...seed }))
}
