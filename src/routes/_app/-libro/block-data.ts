import type { Clase } from '@/api/contract/libro'
import type { RollRecord } from '@/domain/libro'
import type { BlockData } from '@/machines/class-block.machine'

/**
 * What the block machines need of a block: its marks (a student the server proposes no mark for — the
 * first block of the day — has none) and its leccionario.
 */
export function blockData(clase: Clase): BlockData {
  return {
    id: clase.id,
    estado: clase.estado,
    asistencia: clase.asistencia.flatMap((a): RollRecord[] =>
      a.estado ? [{ alumno_id: a.alumno_id, estado: a.estado, hora_llegada: a.hora_llegada }] : [],
    ),
    leccionario: clase.leccionario,
  }
}
