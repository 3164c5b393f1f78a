/**
 * The schema of Matemática content: the seeded random source every maker draws from, a composed question and
 * the item makers written per OA. The composer (`server/composer/math.ts`) imports these types; nothing here
 * imports the composer.
 */
import type { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import type { Habilidad } from '@/api/contract/documento-contenido'

export type Rng = ReturnType<typeof xoroshiro128plus>

/** A composed mathematics question: four alternatives, the key's index and the calculation behind it. */
export interface MathQuestion {
  topic: string
  habilidad: Habilidad
  enunciado: string
  alternativas: [string, string, string, string]
  correcta: 0 | 1 | 2 | 3
  /** The calculation whose value is the key, e.g. "3/8 + 2/8" or "(45 - 9) / 4". */
  expresion: string
  /** A worked answer for the pauta. */
  solucion: string
  /**
   * What makes two questions of one maker the same exercise with other data (the four measures to compare:
   * their decimal digits); a set keeps only the first question with a key.
   */
  sameAs?: string
  /**
   * The maker that made it, as "<OA or topic>#<index>" ("MA05 OA 17#2"): a document spreads its items over
   * the objective's kinds of items before it takes a second item of one kind.
   */
  kind?: string
}

/** An item made for one OA, before the composer tags it with its topic. */
export type OaQuestion = Omit<MathQuestion, 'topic'>

/**
 * An item maker for one OA: every call draws new data from `r`. `level` is the level the numbers are made
 * for (0 = 1° Básico … 9 = 2° Medio): the OA's own level, one more for "dificultad alta", one less for "baja".
 */
export type OaMaker = (r: Rng, level: number) => OaQuestion

/** Makers per OA code ("MA03 OA 07"). */
export type OaMakers = Readonly<Record<string, readonly OaMaker[]>>
