import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { NotasAlumno } from '@/api/contract/calificaciones'
import { promotion } from '@/domain/grade-book'
import { GradesSummary } from '@/routes/_app/-students/student-grades'

const alumno = { id: 7, nombre: 'Sofía Pérez', rut: '12.345.678-5', curso: { id: 3, nombre: '4° Básico A' } }

function notasOf(
  asignaturas: NotasAlumno['asignaturas'],
  general: number | null,
  asistencia: number | null,
  proyeccion = false,
) {
  return {
    alumno,
    asignaturas,
    promedio_general: general,
    asistencia,
    ...promotion(asignaturas, general, asistencia),
    proyeccion,
  } satisfies NotasAlumno
}

describe('the grades summary on the student page', () => {
  it('without grades says so once and still shows the attendance', () => {
    const { container } = render(<GradesSummary notas={notasOf([], null, 92.5)} />)
    expect(container.textContent?.match(/notas/gi)).toEqual(['notas'])
    expect(screen.getByText('Aún no hay notas registradas para este alumno.')).toBeTruthy()
    expect(screen.getByText('92,5 %')).toBeTruthy()
    expect(screen.queryByText('Promedio general')).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('with grades shows each subject, the general average, the situation and its reasons', () => {
    const asignaturas = [
      { asignatura: 'Lenguaje', promedio: 5.5, evaluaciones: [] },
      { asignatura: 'Matemática', promedio: 3.5, evaluaciones: [] },
    ]
    render(<GradesSummary notas={notasOf(asignaturas, 4.5, 90)} />)
    expect(screen.getByRole('row', { name: /Matemática 3,5/ })).toBeTruthy()
    expect(screen.getByText('Promovido')).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Motivos de la situación: Promovido' }).textContent).toContain(
      'Reprueba Matemática',
    )
    expect(screen.queryByText(/no hay notas/)).toBeNull()
  })

  it('before the school year ends reads the situation as a projection, naming the rule', () => {
    const asignaturas = [
      { asignatura: 'Lenguaje', promedio: 5.5, evaluaciones: [] },
      { asignatura: 'Matemática', promedio: 5.3, evaluaciones: [] },
    ]
    render(<GradesSummary notas={notasOf(asignaturas, 5.4, 92.3, true)} />)
    const situacion = 'Proyección: promovido (promedio general 5,4 y asistencia 92,3 %, Decreto 67/2018)'
    expect(screen.getByText(situacion)).toBeTruthy()
    expect(screen.getByRole('list', { name: `Motivos de la situación: ${situacion}` })).toBeTruthy()
    expect(screen.queryByText('Promovido')).toBeNull()
  })

  it('a projected failure says so too', () => {
    const asignaturas = [
      { asignatura: 'Lenguaje', promedio: 3.5, evaluaciones: [] },
      { asignatura: 'Matemática', promedio: 3.3, evaluaciones: [] },
    ]
    render(<GradesSummary notas={notasOf(asignaturas, 3.4, 80, true)} />)
    expect(
      screen.getByText('Proyección: no promovido (promedio general 3,4 y asistencia 80 %, Decreto 67/2018)'),
    ).toBeTruthy()
  })
})
