/**
 * The schema of an OA's check: what every piece of content written for the OA must show. The subject files
 * of this folder export `Record<codigo, OaCheck>`.
 */

/** A piece of content put under an OA: an item, a passage or text, a task, a criterion or an indicator. */
export interface OaPiece {
  tipo: 'item' | 'texto' | 'tarea' | 'criterio' | 'indicador'
  /** Everything the piece says: a statement, a passage's title and paragraphs, a task's steps… */
  texto: string
  /** An item's options (the key among them). */
  alternativas?: readonly string[]
  /** A Matemática item's calculation behind the key ("3/8 + 2/8"). */
  expresion?: string
  /** A text's genre ("fabula", "leyenda", "mito", "noticia"…), for the OA that read or write one genre. */
  genero?: string
}

export interface OaCheck {
  /**
   * Concept phrases, lower case: a piece on the OA names at least one (any of its words' forms, in any
   * order within a few words). Specific to the OA: a phrase that every OA of the axis would show ("la
   * unidad", "el texto") checks nothing.
   */
  conceptos: readonly string[]
  /**
   * Matemática: what an item of the OA builds, as a predicate over the item (a system of two equations in
   * two unknowns, a right triangle with two known sides, a percentage). An item passes on its structure.
   */
  estructura?: { describe: string; test: (item: OaPiece) => boolean }
  /** Lenguaje: the genres of the texts the OA reads or writes; a text of another genre fails. */
  generos?: readonly string[]
}
