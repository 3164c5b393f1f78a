import { Link, useNavigate } from '@tanstack/react-router'
import { Download, ScrollText, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { deleteAlumno, getAlumnoDatos } from '@/api/alumnos'
import type { Alumno, AlumnoDatos } from '@/api/contract/alumnos'
import { download } from '@/api/download'
import { schoolToday } from '@/domain/attendance'
import { passed } from '@/domain/form-check'
import { messages } from '@/domain/messages'
import { can } from '@/domain/permissions'
import { Button } from '@/ui/form'
import { toast } from '@/ui/toast'
import { useAccount } from '../../_app'
import { useFormSubmission } from '../-form-submission'

/** The name of the downloaded file: the student's name, without characters file systems refuse, and the day. */
export function studentDataFileName(nombre: string, day: string = schoolToday()) {
  const base = nombre
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
  return `Datos de ${base || 'alumno'} ${day}.json`
}

/** What deleting a student takes with it, as the confirmation names it. */
export const deletedWithStudent = [
  'su asistencia',
  'sus notas',
  'sus reuniones con el apoderado',
  'los mensajes enviados a su apoderado',
  'sus informes PIE y sus archivos Word',
]

/**
 * A family's rights over the student's data on the student page: "Descargar todos sus datos" (access and
 * portability: the JSON of GET /alumnos/{id}/datos as a file), the student's audit trail, and "Eliminar
 * alumno" (deletion) after a confirmation that names what goes with it. Each shown only to whom may use it.
 */
export function useStudentRights(alumno: Alumno) {
  const me = useAccount()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const exportData = useFormSubmission<number, AlumnoDatos>({
    fallback: messages.fallback.exportStudent,
    submit: (id) => getAlumnoDatos(id),
    announceSuccess: (datos) =>
      download(
        new Blob([JSON.stringify(datos, null, 2)], { type: 'application/json' }),
        studentDataFileName(alumno.nombre),
      ),
  })
  const remove = useFormSubmission<number, void>({
    fallback: messages.fallback.deleteStudent,
    submit: (id) => deleteAlumno(id),
    announceSuccess: () => {
      toast.success(`${messages.success.studentDeleted}: ${alumno.nombre}`)
      void navigate({ to: '/alumnos' })
    },
  })

  const actions = (
    <>
      {can(me, 'alumno.datos') && (
        <Button
          variant="secondary"
          busy={exportData.submitting}
          disabled={!exportData.canSubmit}
          onClick={() => exportData.submit(passed(alumno.id))}
        >
          <Download size={16} aria-hidden /> {exportData.submitting ? 'Preparando...' : 'Descargar todos sus datos'}
        </Button>
      )}
      {can(me, 'auditoria') && (
        <Link to="/auditoria" search={{ alumno_id: alumno.id }} className="btn btn-secondary">
          <ScrollText size={16} aria-hidden /> Ver su registro de accesos
        </Link>
      )}
      {can(me, 'alumno.eliminar') && (
        <Button variant="ghost" disabled={confirming} onClick={() => setConfirming(true)}>
          <Trash2 size={16} aria-hidden /> Eliminar alumno
        </Button>
      )}
    </>
  )

  const confirmation = confirming && (
    <div className="alert alert-warn confirm-panel" role="alertdialog" aria-labelledby="delete-student-title">
      <p id="delete-student-title">
        <strong>¿Eliminar a {alumno.nombre} y todos sus datos?</strong> Se borran para siempre:
      </p>
      <ul>
        {deletedWithStudent.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        Esto no se puede deshacer. Si la familia pidió una copia, descárgala antes. En el registro de accesos queda
        constancia de quién lo eliminó.
      </p>
      <div className="row">
        <Button
          variant="danger"
          busy={remove.submitting}
          disabled={!remove.canSubmit}
          onClick={() => remove.submit(passed(alumno.id))}
        >
          {remove.submitting ? 'Eliminando...' : 'Eliminar alumno y sus datos'}
        </Button>
        <Button variant="secondary" disabled={remove.submitting} onClick={() => setConfirming(false)}>
          Cancelar
        </Button>
      </div>
    </div>
  )

  return { actions, confirmation }
}
