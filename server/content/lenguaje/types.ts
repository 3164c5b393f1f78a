/**
 * The schema of Lenguaje content: reading passages and model texts with their questions (`reading*.ts`),
 * questions on a passage's language (`reading-lengua*.ts`) and the literary, genre and subject texts of the
 * `texto` documents (`literary-texts.ts`, `genre-texts.ts`, `subject-stories.ts`). Every file of this folder
 * imports its types from here, so no text file imports another to name a type.
 */
import type { Habilidad } from '@/api/contract/documento-contenido'

/** 0: 1°–2° Básico, 1: 3°–4°, 2: 5°–6°, 3: 7° Básico–2° Medio. */
export type ReadingBand = 0 | 1 | 2 | 3

export type PassageKind = 'narrativo' | 'informativo' | 'poema'

/**
 * The genre of a model text (a letter, a news item, instructions, an opinion piece, an oral presentation's
 * script, a debate): what the writing and oral objectives name, read as a model whose form is asked about.
 */
export type Genero =
  | 'carta'
  | 'noticia'
  | 'instructivo'
  | 'opinion'
  | 'exposicion'
  | 'dialogo'
  | 'teatro'
  | 'planificacion'
  // A comment on one's reading (its impressions with examples) and an advertisement, for 5°–6° Básico.
  | 'comentario'
  | 'publicidad'
  | 'investigacion'

export interface PassageQuestion {
  /**
   * The OA the question was written for ("LE02 OA 21"), for the questions written for one OA (the spelling
   * items of `ortografia.ts`). A passage's questions without it belong to the passage: they are on an OA when
   * the passage passes the OA's check.
   */
  oa?: string
  habilidad: Habilidad
  /** What the question asks the reader to do with the text. */
  foco: 'localizar' | 'inferir' | 'vocabulario' | 'proposito' | 'estructura'
  enunciado: string
  alternativas: [string, string, string, string]
  correcta: 0 | 1 | 2 | 3
}

export interface Passage {
  titulo: string
  kind: PassageKind
  band: ReadingBand
  parrafos: string[]
  preguntas: PassageQuestion[]
  /** An open question about the passage and its scoring guide. */
  abierta: { habilidad: Habilidad; enunciado: string; pauta: string }
  /** A model text's genres: the objectives that name one of them read this text first. */
  generos?: readonly Genero[]
  /** A model text's writing task in its genre, with its pauta, for a writing objective. */
  tarea?: { enunciado: string; pauta: string }
  /** What the text is (a fable, a legend, a myth, a news item…), in the checks' vocabulary. */
  subgenero?: GeneroTexto
}

/**
 * What a text is, in the vocabulary of the Lenguaje checks (`server/content/checks/lenguaje.ts`, whose
 * `generos` name these): finer than `kind` where an OA names a genre (a fable, a legend, a myth, a Latin
 * American contemporary short story, a comedy), and the model texts' `Genero` for the rest. `generoOf` in
 * `reading.ts` gives the genre of any passage or text, declared or by its kind.
 */
export type GeneroTexto =
  | 'cuento'
  | 'cuento-latinoamericano'
  | 'fabula'
  | 'leyenda'
  | 'mito'
  | 'epopeya'
  | 'novela'
  | 'historieta'
  | 'relato-historico'
  | 'poema'
  | 'romance'
  | 'teatro'
  | 'comedia'
  | 'tragedia'
  | 'articulo'
  | 'noticia'
  | 'biografia'
  | 'afiche'
  | 'diario'
  | 'cronica'
  | Genero

/** The topics of language knowledge the writing and oral objectives name. */
export type TemaLengua = 'ortografia' | 'gramatica' | 'verbos' | 'cohesion' | 'estilo' | 'vocabulario'

export type LanguageQuestion = PassageQuestion & { tema: TemaLengua }

/**
 * A question written for one OA that reads no passage (`items-oa.ts`: reading readiness, letters and sounds,
 * new words, reading habits, research of 1°–6° Básico): its OA's code is required.
 */
export type OaQuestion = PassageQuestion & { oa: string }

/** An open question written for one OA that reads no passage, with its scoring guide for the teacher. */
export interface OaOpenQuestion {
  oa: string
  habilidad: Habilidad
  enunciado: string
  pauta: string
}

export type Stage = 'inicial' | 'superior' | 'media'
export type Genre =
  | 'cuento'
  | 'fabula'
  | 'poema'
  | 'leyenda'
  | 'informativo'
  | 'argumentativo'
  | 'noticia'
  | 'biografia'

export interface LiteraryText {
  titulo: string
  genero: string
  kind: Genre
  /** What the text is, finer than `kind` where an OA names one (a myth, a Latin American short story). */
  subgenero?: GeneroTexto
  stages: readonly Stage[]
  parrafos: readonly string[]
  glosario: readonly { palabra: string; definicion: string }[]
  /** Questions that only make sense for this text: literal, inferential and critical. */
  preguntas: { literal: string; inferencial: string; critica: string }
  /** The pauta of those questions, for the teacher; a general one by question kind when absent. */
  pautas?: { literal: string; inferencial: string; critica: string }
  /** The subject whose content the story carries, for the texts written for one. */
  materia?: 'matematica' | 'ciencias-naturales' | 'historia'
  /** The words of the content it teaches, matched against the objectives. */
  tema?: string
  /** A before-reading question about the subject's content. */
  antes?: string
  /** A during-reading task about the subject's content. */
  durante?: string
  /** After-reading activities that link the story with the subject's content. */
  vinculo?: readonly string[]
}
