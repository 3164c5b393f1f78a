import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Alumno } from '@/api/contract/alumnos'
import type { AuditoriaEntry } from '@/api/contract/auditoria'
import type { Curso } from '@/api/contract/cursos'
import { messages } from '@/domain/messages'
import { demoTeacher } from '../../server/db/seed'
import { demo, type Harness, signIn, startHarness } from './harness'

let h: Harness
let admin: Page
beforeAll(async () => {
  h = await startHarness()
  admin = await h.newPage()
  await signIn(admin)
})
afterAll(() => h?.close())

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status(), path).toBe(200)
  return (await res.json()) as T
}

describe('a docente typing the id of another course’s student, however written', () => {
  it('sees the calm "Sin acceso" screen for /alumnos/<id>.0, and the administrador sees the attempt', async () => {
    // A student of 1° Medio B, the course the demo docente (4° Básico A) is not assigned.
    const cursos = await apiGet<Curso[]>(admin, '/api/cursos/')
    const medio = cursos.find((c) => c.nombre === '1° Medio B')!
    const [student] = await apiGet<Alumno[]>(admin, `/api/alumnos/?curso_id=${medio.id}`)
    expect(student!.curso.nombre).toBe('1° Medio B')

    const docente = await h.newPage()
    await signIn(docente, demoTeacher.email, demo.password)
    const asked: string[] = []
    docente.on('request', (r) => {
      if (r.url().includes('/api/alumnos/')) asked.push(new URL(r.url()).pathname)
    })
    // Typed in the address bar: a full load of the address.
    await docente.goto(`/alumnos/${student!.id}.0`)
    await docente.getByRole('heading', { name: 'Sin acceso' }).waitFor()
    await docente.getByText(messages.access.studentNotAssigned).waitFor()
    expect(await docente.getByRole('link', { name: 'Ir al inicio' }).isVisible()).toBe(true)
    // Neither the student's name nor any of their data is on the screen.
    expect(await docente.locator('main').textContent()).not.toContain(student!.nombre)
    // The client sent the id as typed: it did not read "18.0" as 18.
    expect(asked).toContain(`/api/alumnos/${student!.id}.0`)
    expect(asked).not.toContain(`/api/alumnos/${student!.id}`)
    await h.screenshot(docente, 'scope-docente-sin-acceso')

    // The plain id gets the same screen.
    await docente.goto(`/alumnos/${student!.id}`)
    await docente.getByText(messages.access.studentNotAssigned).waitFor()

    // The administrador's Registro de accesos lists both attempts: who, what, when.
    await admin.goto('/auditoria?accion=acceso.denegado')
    await admin.getByRole('heading', { name: 'Registro de accesos' }).waitFor()
    const rows = admin.locator('table.audit-table tbody tr')
    await rows.first().waitFor()
    const texts = await rows.allTextContents()
    const plain = texts.find((r) => r.includes(`(GET /api/alumnos/${student!.id})`))
    const odd = texts.find((r) => r.includes(`(GET /api/alumnos/${student!.id}.0)`))
    for (const row of [plain, odd]) {
      expect(row).toContain(demoTeacher.nombre)
      expect(row).toContain('Acceso denegado')
    }
    expect(plain).toContain(student!.nombre)
    expect(plain).toContain('Consulta rechazada: alumno de 1° Medio B, curso no asignado')
    expect(odd).toContain(`Consulta rechazada: identificador ilegible "${student!.id}.0"`)
    // The student's other records the page asked for are refused and listed too (attendance, grades).
    expect(texts.some((r) => r.includes(`/api/asistencia/alumno/${student!.id}`))).toBe(true)
    await h.screenshot(admin, 'scope-registro-de-accesos')

    // The same lines through the API, with their time.
    const lines = await apiGet<AuditoriaEntry[]>(admin, '/api/auditoria?accion=acceso.denegado')
    const line = lines.find((l) => l.detalle.endsWith(`(GET /api/alumnos/${student!.id})`))!
    expect(line).toMatchObject({
      accion: 'acceso.denegado',
      alumno_id: student!.id,
      usuario: { nombre: demoTeacher.nombre },
    })
    expect(Date.now() - Date.parse(line.fecha)).toBeLessThan(5 * 60_000)
  }, 120_000)
})
