import { type BackupSummary, schoolExportMachine } from '@/machines/school-export.machine'
import { apiError } from './api-error'

export const machine = schoolExportMachine
export const backups: BackupSummary = {
  ultimo: { fecha: '2026-11-25T06:00:04.000Z', bytes: 2_516_582 },
  hora_nocturna: 3,
}
export const exported = { blob: new Blob(['zip']), filename: 'pizarra-demo2026-2026-11-25.zip' }
export const events = [
  { type: 'export.start' },
  { type: 'xstate.done.actor.loadBackups', output: backups },
  { type: 'xstate.error.actor.loadBackups', error: apiError('Tu rol no tiene permiso para esta acción.') },
  { type: 'xstate.done.actor.exportSchool', output: exported },
  { type: 'xstate.error.actor.exportSchool', error: apiError('No se pudo exportar los datos del colegio.') },
] as never[]
