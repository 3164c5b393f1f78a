/**
 * The libro de clases (Circular N° 30): the words and small rules the block screens, their machines and
 * the server share. A block (`clase`) goes `pendiente` → `registrada` (roll taken) → `firmada` (signed by
 * its teacher); a correction of a signed block leaves it `pendiente_visado` until an inspector or the
 * administrador countersigns it.
 */

export const blockStates = ['pendiente', 'registrada', 'firmada', 'pendiente_visado'] as const
export type BlockState = (typeof blockStates)[number]

export const blockStateLabels: Record<BlockState, string> = {
  pendiente: 'Pendiente',
  registrada: 'Registrada',
  firmada: 'Firmada',
  pendiente_visado: 'Pendiente de visado',
}

export const rollStates = ['presente', 'ausente', 'atrasado'] as const
export type RollState = (typeof rollStates)[number]

export const rollStateLabels: Record<RollState, string> = {
  presente: 'Presente',
  ausente: 'Ausente',
  atrasado: 'Atrasado',
}

/** One student's mark in a block: late students carry the time they arrived ("08:12"). */
export interface RollMark {
  estado: RollState
  hora_llegada: string | null
}

/** One student's record as the API sends and receives it. */
export interface RollRecord extends RollMark {
  alumno_id: number
}

/** A time of day written as HH:MM (00:00–23:59). */
export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

/** The signature code an authenticator shows: exactly six digits. */
export const isSignatureCode = (value: string) => /^\d{6}$/.test(value)

/** Whether a block can no longer be edited: signed, or a correction of it waits for a visado. */
export const isSignedState = (estado: BlockState) => estado === 'firmada' || estado === 'pendiente_visado'

/**
 * A roll is complete when every student has a mark and every late student the time they arrived.
 * An empty course has nothing to take.
 */
export function isRollComplete(alumnoIds: readonly number[], marks: Readonly<Record<number, RollMark>>) {
  return (
    alumnoIds.length > 0 &&
    alumnoIds.every((id) => {
      const mark = marks[id]
      return mark !== undefined && (mark.estado !== 'atrasado' || isClockTime(mark.hora_llegada ?? ''))
    })
  )
}

/** The records of a roll as the API takes them, in the order of the list, a late arrival with its time. */
export function rollRecords(alumnoIds: readonly number[], marks: Readonly<Record<number, RollMark>>): RollRecord[] {
  return alumnoIds.flatMap((id) => {
    const mark = marks[id]
    if (!mark) return []
    return [{ alumno_id: id, estado: mark.estado, hora_llegada: mark.estado === 'atrasado' ? mark.hora_llegada : null }]
  })
}

/** The marks of a list of records, by student. */
export const marksOf = (records: readonly RollRecord[]): Record<number, RollMark> =>
  Object.fromEntries(records.map((r) => [r.alumno_id, { estado: r.estado, hora_llegada: r.hora_llegada }]))

/** Whether two rolls say the same of every student of the list. */
export function sameRoll(
  alumnoIds: readonly number[],
  a: Readonly<Record<number, RollMark>>,
  b: Readonly<Record<number, RollMark>>,
) {
  return alumnoIds.every(
    (id) => a[id]?.estado === b[id]?.estado && (a[id]?.hora_llegada ?? null) === (b[id]?.hora_llegada ?? null),
  )
}

/** The mark a student gets: a late one with the time given (the clock when marked), else without a time. */
export function markAs(estado: RollState, hora: string | null): RollMark {
  return { estado, hora_llegada: estado === 'atrasado' ? hora : null }
}

/**
 * The HTTP status of a failed call, when the failure carries one (the API client's errors do); undefined
 * for a call that never got an answer: no connection.
 */
export function failureStatus(error: unknown): number | undefined {
  if (!error || typeof error !== 'object' || !('status' in error)) return undefined
  const { status } = error as { status: unknown }
  return typeof status === 'number' ? status : undefined
}

/**
 * A failure without an answer from the server: the phone is offline or the server unreachable. The API
 * client's errors always carry `status`, undefined when no answer came; any other error is not this.
 */
export const isOfflineFailure = (error: unknown) =>
  !!error && typeof error === 'object' && 'status' in error && failureStatus(error) === undefined

/** The server refused because the block was signed meanwhile (409). */
export const isConflictFailure = (error: unknown) => failureStatus(error) === 409

/** The school days of a week's schedule: 1 = lunes … 5 = viernes. */
export const scheduleDays = [
  { dia: 1, nombre: 'Lunes' },
  { dia: 2, nombre: 'Martes' },
  { dia: 3, nombre: 'Miércoles' },
  { dia: 4, nombre: 'Jueves' },
  { dia: 5, nombre: 'Viernes' },
] as const

/** One row of the schedule template: a 45-minute block, or a break between blocks. */
export interface TemplateSlot {
  inicio: string
  fin: string
  /** A break ("Recreo", "Almuerzo"): no class is scheduled in it. */
  pausa?: string
}

/**
 * The template a week grid starts from: 45-minute pedagogical hours from 08:00, two by two, with a
 * 15-minute recreo after each pair and lunch after the sixth (Jornada Escolar Completa).
 */
export const scheduleTemplate: readonly TemplateSlot[] = [
  { inicio: '08:00', fin: '08:45' },
  { inicio: '08:45', fin: '09:30' },
  { inicio: '09:30', fin: '09:45', pausa: 'Recreo' },
  { inicio: '09:45', fin: '10:30' },
  { inicio: '10:30', fin: '11:15' },
  { inicio: '11:15', fin: '11:30', pausa: 'Recreo' },
  { inicio: '11:30', fin: '12:15' },
  { inicio: '12:15', fin: '13:00' },
  { inicio: '13:00', fin: '13:45', pausa: 'Almuerzo' },
  { inicio: '13:45', fin: '14:30' },
  { inicio: '14:30', fin: '15:15' },
  { inicio: '15:15', fin: '15:30', pausa: 'Recreo' },
  { inicio: '15:30', fin: '16:15' },
]

/** The rows of a week grid: the template's, plus any other start and end a saved block uses, in time order. */
export function scheduleRows(blocks: readonly { inicio: string; fin: string }[]): TemplateSlot[] {
  const rows = [...scheduleTemplate]
  for (const b of blocks) {
    if (!rows.some((r) => r.inicio === b.inicio && r.fin === b.fin)) rows.push({ inicio: b.inicio, fin: b.fin })
  }
  return rows.sort((a, b) => a.inicio.localeCompare(b.inicio) || a.fin.localeCompare(b.fin))
}

/** The school's calendar as the screens read it (`GET /calendario`). */
export interface SchoolCalendar {
  inicio: string
  fin: string
  vacaciones_invierno: { desde: string; hasta: string }
  feriados: readonly { fecha: string; nombre: string }[]
  suspensiones: readonly { fecha: string; motivo: string }[]
}

/**
 * Why a day (YYYY-MM-DD) of the calendar's year has no classes, in the words Mi día shows, or null for a
 * class day: a weekend, outside the school year, a national holiday, the winter break, a suspension.
 */
export function noClassesReason(calendar: SchoolCalendar, fecha: string): string | null {
  const weekday = new Date(`${fecha}T12:00:00Z`).getUTCDay()
  if (weekday === 0 || weekday === 6) return 'Es fin de semana: no hay clases.'
  if (fecha < calendar.inicio || fecha > calendar.fin) return 'Este día está fuera del año escolar.'
  const holiday = calendar.feriados.find((f) => f.fecha === fecha)
  if (holiday) return `Feriado: ${holiday.nombre}. No hay clases.`
  const pause = calendar.vacaciones_invierno
  if (fecha >= pause.desde && fecha <= pause.hasta) return 'Vacaciones de invierno: no hay clases.'
  const suspension = calendar.suspensiones.find((s) => s.fecha === fecha)
  if (suspension) return `Día sin clases: ${suspension.motivo}.`
  return null
}
