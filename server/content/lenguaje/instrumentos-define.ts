/**
 * How the Lenguaje instruments are written (`instrumentos-*.ts`): one call per OA with its rubric criterion
 * (a label and four descriptors, 4 → 1 points), its scale indicator (third and first person) and, for the
 * writing and oral OA, its practical works (a situation, materials and two to five weighted steps).
 */
import type { OaInstrumentos } from '../tareas/schema'

type Trabajo = NonNullable<OaInstrumentos['trabajos']>[number]

/** A step of a practical work: its title, what the students do, its relative time. */
export type Paso = readonly [titulo: string, descripcion: string, peso: number]

/** A practical work written for one OA. */
export function trabajo(
  id: string,
  tipo: Trabajo['tipo'],
  titulo: string,
  presentacion: string[],
  materiales: string[],
  pasos: readonly Paso[],
  tareas: Trabajo['tareas'],
): Trabajo {
  return {
    id,
    tipo,
    titulo,
    presentacion,
    materiales,
    pasos: pasos.map(([t, descripcion, peso]) => ({ titulo: t, descripcion, peso })),
    tareas,
  }
}

/** The instruments of one OA. */
export function oa(
  codigo: string,
  nombre: string,
  descriptores: [string, string, string, string],
  [tercera, primera]: [string, string],
  ...trabajos: Trabajo[]
): OaInstrumentos {
  return { codigo, criterio: { nombre, descriptores }, indicador: { tercera, primera }, trabajos }
}
