import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'

/** The newest backup archive, as GET /colegio/respaldos answers it. */
export interface BackupSummary {
  ultimo: { fecha: string; bytes: number } | null
  hora_nocturna: number | null
}

/** The downloaded export: the zip and the name the server gave it. */
export interface SchoolExportFile {
  blob: Blob
  filename: string
}

export interface SchoolExportContext {
  backups: BackupSummary | null
  /** Why the last backup could not be read; the export still works. */
  backupsError: string | null
}

export type SchoolExportEvent = { type: 'export.start' }

/**
 * The administrador's "Respaldos y datos del colegio" card: reads the last backup, then exports every
 * record and Word file of the school as one zip; `exporting` is the progress state (and the lock against
 * a second export while one is being prepared).
 */
export const schoolExportMachine = setup({
  types: { context: {} as SchoolExportContext, events: {} as SchoolExportEvent },
  actors: {
    loadBackups: fromPromise<BackupSummary>(async () => {
      throw new Error('loadBackups not provided')
    }),
    exportSchool: fromPromise<SchoolExportFile>(async () => {
      throw new Error('exportSchool not provided')
    }),
  },
  actions: {
    saveFile: (_, _params: SchoolExportFile) => {},
    announceExported: () => {},
    showError: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'schoolExport',
  initial: 'loading',
  context: { backups: null, backupsError: null },
  states: {
    loading: {
      invoke: {
        id: 'loadBackups',
        src: 'loadBackups',
        onDone: { target: 'idle', actions: assign({ backups: ({ event }) => event.output, backupsError: null }) },
        onError: {
          target: 'idle',
          actions: assign({
            backupsError: ({ event }) => messageOf(event.error, messages.schoolData.loadBackupsFailed),
          }),
        },
      },
    },
    idle: {
      on: { 'export.start': 'exporting' },
    },
    exporting: {
      invoke: {
        id: 'exportSchool',
        src: 'exportSchool',
        onDone: {
          target: 'idle',
          actions: [{ type: 'saveFile', params: ({ event }) => event.output }, 'announceExported'],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ message: messageOf(event.error, messages.schoolData.exportFailed) }),
          },
        },
      },
    },
  },
})
