import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@/domain/messages'
import { demoPendingMember } from '../../server/db/seed'
import { demo, type Harness, signIn, startHarness } from './harness'

/**
 * Members and roles in Chromium against the built app: a teacher joins with the school's code and waits
 * (no school record, a calm notice), the administrador approves them as docente of one course on /equipo,
 * and the docente then sees that course only: its students, no other course and no PIE. Also the
 * screens of the capability at desktop and phone widths (artifacts/screenshots).
 */
let h: Harness
let admin: Page
let member: Page
const newcomer = {
  nombre: 'Rodrigo Paredes Lagos',
  email: 'rodrigo.paredes@demo.pizarra.cl',
  password: 'clave-segura-2026',
}

beforeAll(async () => {
  h = await startHarness()
  admin = await h.newPage()
  member = await h.newPage()
}, 120_000)
afterAll(() => h?.close())

/** The axe-core violations of the page (WCAG 2.1 A and AA), as the journeys check them. */
async function violations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'))

async function apiGet<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${await tokenOf(page)}` } })
  return { status: res.status(), body: (await res.json()) as T }
}

describe('joining a school in Chromium', () => {
  let cursos: { id: number; nombre: string }[] = []

  it('registers with the code and waits for approval without seeing any record', async () => {
    await member.goto('/register')
    await member.getByLabel('Nombre completo').fill(newcomer.nombre)
    await member.getByLabel('Correo electrónico').fill(newcomer.email)
    await member.getByLabel('Contraseña', { exact: true }).fill(newcomer.password)
    await member.getByLabel('Código del colegio').fill(demo.codigo)
    await member.getByRole('button', { name: 'Registrarme' }).click()
    await member.getByText(messages.success.register).waitFor()

    await signIn(member, newcomer.email, newcomer.password)
    await member.getByText(messages.access.pending).first().waitFor()
    expect(await member.getByText('Asistencia en riesgo este mes').count()).toBe(0)
    await h.screenshot(member, 'miembro-pendiente-inicio-escritorio')
    // The marked (locked) sidebar items and the notice pass axe like every screen.
    expect(await violations(member)).toEqual([])
    const phone = await h.newContext({ phone: true })
    const phonePage = await phone.newPage()
    await phonePage.goto('/login')
    await phonePage.evaluate((t) => localStorage.setItem('token', t ?? ''), await tokenOf(member))
    await phonePage.goto('/')
    await phonePage.getByText(messages.access.pending).first().waitFor()
    await phonePage.waitForLoadState('networkidle')
    await h.screenshot(phonePage, 'miembro-pendiente-inicio-telefono')
    await phonePage.goto('/cursos')
    await phonePage.getByRole('heading', { level: 1, name: 'Cuenta en espera' }).waitFor()
    await h.screenshot(phonePage, 'miembro-pendiente-cursos-telefono')
    await phone.close()

    await member.goto('/alumnos')
    await member.getByRole('heading', { level: 1, name: 'Cuenta en espera' }).waitFor()
    expect(await member.getByRole('dialog').isVisible()).toBe(false)
    expect(await violations(member)).toEqual([])
    const refused = await apiGet<{ detail: string }>(member, '/alumnos/')
    expect(refused).toEqual({ status: 403, body: { detail: messages.access.pending } })
  })

  it('the administrador approves the request as docente of one course', async () => {
    await signIn(admin)
    const nav = admin.getByRole('navigation', { name: 'Secciones' })
    // The demo school already has one request waiting (demoPendingMember); the newcomer's is the second.
    await nav.getByRole('link', { name: 'Equipo, 2 solicitudes pendientes' }).click()
    await admin.getByRole('heading', { level: 1, name: 'Equipo' }).waitFor()
    cursos = (await apiGet<{ id: number; nombre: string }[]>(admin, '/cursos/')).body
    expect(cursos.length).toBeGreaterThan(1)
    const request = admin.getByRole('listitem', { name: newcomer.nombre })
    await request.getByRole('button', { name: 'Aprobar' }).waitFor()
    await h.screenshot(admin, 'equipo-solicitud-escritorio')

    await request.getByRole('button', { name: 'Aprobar' }).click()
    await request.getByRole('radio', { name: 'Docente' }).check()
    await request.getByRole('checkbox', { name: cursos[0]!.nombre }).check()
    await h.screenshot(admin, 'equipo-aprobar-escritorio')
    await request.getByRole('button', { name: 'Aprobar como Docente' }).click()
    await admin.getByText(`${newcomer.nombre} ya es parte del equipo como Docente`).waitFor()
    await admin
      .getByRole('listitem', { name: demoPendingMember.nombre })
      .getByRole('button', { name: 'Aprobar' })
      .waitFor()
    const row = admin.getByRole('list', { name: 'Miembros' }).getByRole('listitem', { name: newcomer.nombre })
    await row.getByText(`Cursos: ${cursos[0]!.nombre}`).waitFor()
    await nav.getByRole('link', { name: 'Equipo, 1 solicitud pendiente' }).waitFor()
  })

  it('the docente then sees only that course, its students and no PIE', async () => {
    await member.goto('/cursos')
    await member.getByRole('heading', { level: 1, name: 'Cursos' }).waitFor()
    await member.getByRole('link', { name: new RegExp(cursos[0]!.nombre) }).waitFor()
    for (const other of cursos.slice(1)) {
      expect(await member.getByRole('link', { name: new RegExp(other.nombre) }).count()).toBe(0)
    }
    const nav = member.getByRole('navigation', { name: 'Secciones' })
    expect(await nav.getByRole('link', { name: /Informes PIE/ }).count()).toBe(0)

    // The students listed are the course's, and another course is refused by the server.
    const own = await apiGet<{ curso: { id: number } }[]>(member, '/alumnos/')
    expect(own.status).toBe(200)
    expect(own.body.length).toBeGreaterThan(0)
    expect(new Set(own.body.map((a) => a.curso.id))).toEqual(new Set([cursos[0]!.id]))
    await member.goto('/alumnos')
    await member.getByRole('heading', { level: 1, name: 'Alumnos' }).waitFor()
    const other = await apiGet<{ detail: string }>(member, `/cursos/${cursos[1]!.id}`)
    expect(other.status).toBe(403)
    await member.goto(`/cursos/${cursos[1]!.id}`)
    await member.getByRole('heading', { level: 1, name: 'Sin acceso' }).waitFor()
    await member.getByText(messages.access.courseNotAssigned).first().waitFor()
    await h.screenshot(member, 'docente-curso-ajeno-escritorio')
  })

  it('the administrador reads the trail of the approval', async () => {
    await admin.goto('/auditoria')
    await admin.getByRole('heading', { level: 1, name: 'Registro de accesos' }).waitFor()
    await admin.getByRole('cell', { name: 'Miembro actualizado' }).first().waitFor()
    await admin.getByRole('cell', { name: 'Inicio de sesión', exact: true }).first().waitFor()
    await h.screenshot(admin, 'auditoria-escritorio')
  })
})

describe('the screens of members and privacy at both widths', () => {
  it.each([
    ['escritorio', false],
    ['telefono', true],
  ])(
    '%s',
    async (label, phone) => {
      const context = await h.newContext({ phone })
      const token = await tokenOf(admin)
      const page = await context.newPage()
      await page.goto('/privacidad')
      await page.getByRole('heading', { level: 1, name: 'Privacidad y datos de los estudiantes' }).waitFor()
      await page.getByText('encargado del tratamiento', { exact: false }).first().waitFor()
      await h.screenshot(page, `privacidad-${label}`)
      await page.evaluate((t) => localStorage.setItem('token', t ?? ''), token)
      for (const [path, heading] of [
        ['/equipo', 'Equipo'],
        ['/auditoria', 'Registro de accesos'],
      ] as const) {
        await page.goto(path)
        await page.getByRole('heading', { level: 1, name: heading }).waitFor()
        await page.waitForLoadState('networkidle')
        await h.screenshot(page, `${path.slice(1)}-${label}`)
      }
      await context.close()
    },
    120_000,
  )
})
