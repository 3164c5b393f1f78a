/**
 * How the instruments of one Historia OA are written (`instrumentos*.ts`): the rubric's content criterion as
 * `[nombre, 4 points, 3, 2, 1]`, the scale's indicator as `[third person, first person]`, then its practical
 * works, each with its steps as `[titulo, descripcion, peso]`. The rows are parsed with `oaInstrumentos`
 * (`../tareas/schema.ts`) by `tests/unit/historia-instrumentos.test.ts` and by `../instrumentos.ts`.
 */
import type { z } from 'zod'
import type { OaInstrumentos, oaTrabajo } from '../tareas/schema'

type TrabajoEscrito = z.input<typeof oaTrabajo>

/** A practical work with its steps written as rows. */
export interface Trabajo extends Omit<TrabajoEscrito, 'pasos'> {
  pasos: readonly (readonly [titulo: string, descripcion: string, peso: number])[]
}

export const instrumento = (
  codigo: string,
  [nombre, ...descriptores]: readonly [string, string, string, string, string],
  [tercera, primera]: readonly [string, string],
  ...trabajos: Trabajo[]
): OaInstrumentos => ({
  codigo,
  criterio: { nombre, descriptores: descriptores as [string, string, string, string] },
  indicador: { tercera, primera },
  trabajos: trabajos.map(({ pasos, ...t }) => ({
    ...t,
    pasos: pasos.map(([titulo, descripcion, peso]) => ({ titulo, descripcion, peso })),
  })),
})
