import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { schoolExportMachine } from '@/machines/school-export.machine'
import { closeError } from '@/ui/error-dialog'
import { describePath, expectFullCoverage, pending, replay, shortestPaths } from './graph'
import { fakeApi, me, renderAt } from './harness'
import { backups, events, exported } from './school-export.events'

describe('school-export machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(schoolExportMachine, { events })
  })

  const paths = shortestPaths(schoolExportMachine, { events })
  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    const snapshot = replay(schoolExportMachine, path, {
      actors: { loadBackups: pending, exportSchool: pending },
      actions: {
        saveFile: (_: unknown, file: { filename: string }) => calls.push(`save:${file.filename}`),
        announceExported: () => calls.push('announceExported'),
        showError: (_: unknown, { message }: { message: string }) => calls.push(`error:${message}`),
      },
    })
    const types: string[] = path.steps.map((s) => s.event.type)
    if (types.includes('xstate.done.actor.exportSchool'))
      expect(calls).toEqual([`save:${exported.filename}`, 'announceExported'])
    if (types.includes('xstate.error.actor.exportSchool'))
      expect(calls).toEqual(['error:No se pudo exportar los datos del colegio.'])
    if (types.includes('xstate.error.actor.loadBackups')) {
      expect(snapshot.context.backupsError).toBe('Tu rol no tiene permiso para esta acción.')
    }
  })

  it('exports once while the file is being prepared', async () => {
    const exportSchool = vi.fn(() => new Promise<typeof exported>(() => {}))
    const actor = createActor(
      schoolExportMachine.provide({
        actors: { loadBackups: fromPromise(async () => backups), exportSchool: fromPromise(exportSchool) },
      }),
    ).start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
    actor.send({ type: 'export.start' })
    actor.send({ type: 'export.start' })
    expect(actor.getSnapshot().value).toBe('exporting')
    expect(exportSchool).toHaveBeenCalledTimes(1)
    actor.stop()
  })
})

describe('the Respaldos y datos del colegio card of /configuracion', () => {
  afterEach(() => {
    closeError()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  const admin = { ...me, rol: 'administrador', estado: 'activo' }

  it('shows the last backup and downloads the zip, with a progress state', async () => {
    let release: () => void = () => {}
    const ready = new Promise<void>((r) => {
      release = r
    })
    const api = fakeApi({
      'GET /auth/me': () => Response.json(admin),
      'GET /colegio/respaldos': () => Response.json(backups),
      'GET /colegio/exportar': async () => {
        await ready
        return new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="pizarra-demo2026-2026-11-25.zip"',
          },
        })
      },
    })
    const created = vi.fn(() => 'blob:zip')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => {} }))
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })
    renderAt('/configuracion')
    expect(await screen.findByText('Respaldos y datos del colegio')).toBeTruthy()
    // 03:00:04 in Santiago (summer time), 2.4 MB.
    expect(await screen.findByText('25 de noviembre de 2026, 03:00 (2,4 MB)')).toBeTruthy()
    expect(screen.getByText(/cada noche a las 03:00/)).toBeTruthy()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Exportar todos los datos del colegio' }))
    const busy = await screen.findByRole('button', { name: 'Preparando el archivo…' })
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('status').textContent).toContain('Reuniendo los registros')
    release()
    expect(await screen.findByText('Datos del colegio descargados')).toBeTruthy()
    expect(clicked).toEqual(['pizarra-demo2026-2026-11-25.zip'])
    expect(api.calls.filter((c) => c.path === '/colegio/exportar')).toHaveLength(1)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Exportar todos los datos del colegio' })).toBeTruthy(),
    )
  })

  it('is not shown to a UTP, who cannot export the school', async () => {
    const api = fakeApi({ 'GET /auth/me': () => Response.json({ ...me, rol: 'utp', estado: 'activo' }) })
    renderAt('/configuracion')
    expect(await screen.findByRole('heading', { name: 'Cambiar contraseña' })).toBeTruthy()
    expect(screen.queryByText('Respaldos y datos del colegio')).toBeNull()
    expect(api.calls.some((c) => c.path.startsWith('/colegio'))).toBe(false)
  })

  it("shows the server's refusal of the export in the dialog", async () => {
    fakeApi({
      'GET /auth/me': () => Response.json(admin),
      'GET /colegio/respaldos': () => Response.json({ ultimo: null, hora_nocturna: null }),
      'GET /colegio/exportar': () =>
        Response.json({ detail: 'Tu rol no tiene permiso para esta acción.' }, { status: 403 }),
    })
    renderAt('/configuracion')
    expect(await screen.findByText('Todavía no hay respaldos')).toBeTruthy()
    expect(screen.getByText(/no hace respaldos nocturnos/)).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar todos los datos del colegio' }))
    const dialog = await screen.findByRole('dialog', { hidden: true })
    await waitFor(() => expect(dialog.textContent).toContain('Tu rol no tiene permiso para esta acción.'))
  })
})
