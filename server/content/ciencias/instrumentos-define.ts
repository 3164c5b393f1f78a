/**
 * Short ways to write the instruments of a Ciencias OA (`instrumentos-*.ts`): a practical work's steps as rows
 * `[titulo, descripcion, peso]`, and a data table's rows to fill in from their first cells. Nothing here writes
 * a sentence: every word is in the rows.
 */

export type PasoFila = readonly [titulo: string, descripcion: string, peso: number]

/** The steps of a practical work, one row each: `[titulo, descripcion, peso]`. */
export const pasos = (...filas: PasoFila[]) =>
  filas.map(([titulo, descripcion, peso]) => ({ titulo, descripcion, peso }))

/** A data table whose rows the students fill in: each row starts with its given cell, the rest empty. */
export const tabla = (columnas: string[], ...primeras: string[]) => ({
  columnas,
  filas: primeras.map((p) => [p, ...columnas.slice(1).map(() => '')]),
})
