import { describe, expect, it } from 'vitest'
import { noClassesReason, type SchoolCalendar } from '@/domain/libro'

const calendar: SchoolCalendar = {
  inicio: '2026-03-02',
  fin: '2026-12-11',
  vacaciones_invierno: { desde: '2026-06-22', hasta: '2026-07-03' },
  feriados: [
    { fecha: '2026-05-21', nombre: 'Día de las Glorias Navales' },
    { fecha: '2026-01-01', nombre: 'Año Nuevo' },
  ],
  suspensiones: [{ fecha: '2026-05-29', motivo: 'Jornada de evaluación docente' }],
}

describe('why Mi día shows no blocks on a day', () => {
  it('names the weekend, a holiday, the winter break, a suspension and the days outside the school year', () => {
    expect(noClassesReason(calendar, '2026-05-09')).toBe('Es fin de semana: no hay clases.')
    expect(noClassesReason(calendar, '2026-05-21')).toBe('Feriado: Día de las Glorias Navales. No hay clases.')
    expect(noClassesReason(calendar, '2026-06-24')).toBe('Vacaciones de invierno: no hay clases.')
    expect(noClassesReason(calendar, '2026-05-29')).toBe('Día sin clases: Jornada de evaluación docente.')
    expect(noClassesReason(calendar, '2026-02-27')).toBe('Este día está fuera del año escolar.')
    expect(noClassesReason(calendar, '2026-12-14')).toBe('Este día está fuera del año escolar.')
  })

  it('says nothing of a class day: its blocks, or their absence, are the schedule’s', () => {
    for (const day of ['2026-03-02', '2026-05-28', '2026-06-19', '2026-07-06', '2026-12-11']) {
      expect(noClassesReason(calendar, day), day).toBeNull()
    }
  })
})
