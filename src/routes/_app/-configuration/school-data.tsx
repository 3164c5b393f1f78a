import { useActorRef, useSelector } from '@xstate/react'
import { Download } from 'lucide-react'
import { fromPromise } from 'xstate'
import { exportSchool, getRespaldos } from '@/api/colegio'
import { download } from '@/api/download'
import { formatSchoolTimestamp } from '@/domain/attendance'
import { messages } from '@/domain/messages'
import { formatNumber } from '@/domain/numbers'
import { schoolExportMachine } from '@/machines/school-export.machine'
import { showError } from '@/ui/error-dialog'
import { Button, Card } from '@/ui/form'
import { toast } from '@/ui/toast'

/** `2,4 MB`, `830 KB`: sizes as Chileans write them. */
function formatBytes(bytes: number) {
  const units = ['bytes', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${formatNumber(value, digits)} ${units[unit]}`
}

/** Configuración, for the administrador: the last backup, and all the school's data in one zip. */
export function SchoolDataCard() {
  const actor = useActorRef(
    schoolExportMachine.provide({
      actors: {
        loadBackups: fromPromise(() => getRespaldos()),
        exportSchool: fromPromise(() => exportSchool()),
      },
      actions: {
        saveFile: (_, { blob, filename }) => download(blob, filename),
        announceExported: () => toast.success(messages.schoolData.exportDone),
        showError: (_, { message }) => showError(message),
      },
    }),
  )
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const exporting = useSelector(actor, (s) => s.matches('exporting'))
  const { backups, backupsError } = useSelector(actor, (s) => s.context)
  return (
    <Card title="Respaldos y datos del colegio">
      <dl className="info-list">
        <dt>Último respaldo</dt>
        <dd aria-busy={loading || undefined}>
          {loading
            ? 'Cargando…'
            : backupsError
              ? backupsError
              : backups?.ultimo
                ? `${formatSchoolTimestamp(backups.ultimo.fecha)} (${formatBytes(backups.ultimo.bytes)})`
                : 'Todavía no hay respaldos'}
        </dd>
      </dl>
      {backups && (
        <p className="muted small">
          {backups.hora_nocturna === null
            ? 'Este servidor no hace respaldos nocturnos: respalda la base de datos de tu colegio con sus propias herramientas.'
            : `Pizarra respalda la base de datos y los archivos cada noche a las ${String(backups.hora_nocturna).padStart(2, '0')}:00 y guarda los últimos 7 días y 4 semanas.`}
        </p>
      )}
      <p className="muted small">
        Un archivo .zip con una planilla Excel por tipo de registro (alumnos, cursos, asistencia, calificaciones,
        reuniones, solicitudes, informes PIE, documentos y el libro de clases con sus correcciones), todos los datos en
        datos.json y los documentos Word.
      </p>
      <div className="row">
        <Button
          type="button"
          variant="secondary"
          className="btn-wrap"
          busy={exporting}
          disabled={exporting}
          onClick={() => actor.send({ type: 'export.start' })}
        >
          {!exporting && <Download size={18} aria-hidden />}
          {exporting ? 'Preparando el archivo…' : 'Exportar todos los datos del colegio'}
        </Button>
      </div>
      {exporting && (
        <p className="muted small" role="status">
          Reuniendo los registros y los documentos del colegio. Puede tardar un minuto si son muchos.
        </p>
      )}
    </Card>
  )
}
