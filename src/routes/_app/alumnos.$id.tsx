import { createFileRoute, Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { ArrowLeft, Pencil } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { getAlumno, getStudentPieReports, updateAlumno } from '@/api/alumnos'
import { getAsistenciaAlumno, getAsistenciaMensualAlumno } from '@/api/asistencia'
import { getNotasAlumno } from '@/api/calificaciones'
import type { Alumno, AlumnoInput } from '@/api/contract/alumnos'
import { listCursos } from '@/api/cursos'
import { listReuniones } from '@/api/reuniones'
import { messages } from '@/domain/messages'
import { can } from '@/domain/permissions'
import { createStudentDetailMachine } from '@/machines/student-detail.machine'
import { AfterFirstPaint } from '@/ui/after-first-paint'
import { showError } from '@/ui/error-dialog'
import { Button, Card, PageHeader } from '@/ui/form'
import { toast } from '@/ui/toast'
import { useAccount } from '../_app'
import { orNotFound, recordId } from '../-not-found'
import { RecordNotFound } from './-load-error'
import { part } from './-part'
import { GuardianMessages } from './-students/guardian-messages'
import { StudentData, StudentHistory } from './-students/student-detail'
import { StudentGrades } from './-students/student-grades'
import { useStudentRights } from './-students/student-rights'

/** The student (404 when it is not of this school) and, each on its own, what the page lists. */
async function loadStudentPage(id: number) {
  const [alumno, cursos, asistencia, mensual, reuniones, informes, notas] = await Promise.all([
    orNotFound(getAlumno(id)),
    part(listCursos(), 'No se pudieron cargar los cursos'),
    part(getAsistenciaAlumno(id), 'No se pudo cargar la asistencia'),
    part(getAsistenciaMensualAlumno(id), 'No se pudo cargar la asistencia por mes'),
    part(listReuniones(id), messages.fallback.loadMeetings),
    part(getStudentPieReports(id), 'No se pudieron cargar los informes PIE'),
    part(getNotasAlumno(id), 'No se pudieron cargar las notas'),
  ])
  return { alumno, cursos, asistencia, mensual, reuniones, informes, notas }
}
type StudentPageData = Awaited<ReturnType<typeof loadStudentPage>>

export const Route = createFileRoute('/_app/alumnos/$id')({
  staticData: { capability: 'registros' },
  loader: async ({ params }) => loadStudentPage(await recordId(params.id, '/alumnos/')),
  component: AlumnoPage,
  // Which record is missing and the way back to its list, instead of the default's unknown address.
  notFoundComponent: () => (
    <RecordNotFound
      title="Alumno no encontrado"
      message="Este alumno no existe en tu colegio."
      back={{ to: '/alumnos', label: 'Volver a Alumnos' }}
    />
  ),
})

const studentDetailMachine = createStudentDetailMachine<Alumno, AlumnoInput>()

/**
 * The edit form and its checks (zod, the RUT) load when the teacher reaches for "Editar" (hover, focus or
 * press): evaluating them cost the page's first render about 35 ms of a phone's main thread for a form most
 * visits never open.
 */
const loadEditForm = () => import('./-students/student-edit-form')
const EditForm = lazy(() => loadEditForm().then((m) => ({ default: m.EditForm })))

function AlumnoPage() {
  const data = Route.useLoaderData()
  // A new machine for each student: navigating from one student to another starts in view mode.
  return <StudentDetail key={data.alumno.id} {...data} />
}

function StudentDetail({ alumno: loaded, cursos, asistencia, mensual, reuniones, informes, notas }: StudentPageData) {
  const formRef = useRef<HTMLFormElement>(null)
  // On entering edit mode, and when the form first shows (it may still be loading on entering).
  const focusName = () => formRef.current?.querySelector<HTMLInputElement>('input[name="nombre"]')?.focus()
  // The machine with its implementations is made once: `provide` builds a whole new machine.
  const [machine] = useState(() =>
    studentDetailMachine.provide({
      actors: {
        saveStudent: fromPromise(({ input }) => updateAlumno(input.id, input.changes)),
      },
      actions: {
        announceSaved: () => toast.success(messages.success.userUpdated),
        showError: (_, { message }) => showError(message),
        focusForm: () => {
          setTimeout(focusName, 0)
        },
      },
    }),
  )
  const actor = useActorRef(machine, { input: { alumno: loaded } })
  const alumno = useSelector(actor, (s) => s.context.alumno)
  const viewing = useSelector(actor, (s) => s.matches('viewing'))
  const saving = useSelector(actor, (s) => s.matches('saving'))
  // Guardar and Cancelar are taken while editing; neither while the save runs.
  const editing = useSelector(actor, (s) => s.matches('editing'))
  const courseOptions = cursos.ok ? cursos.data : [alumno.curso]
  const rights = useStudentRights(alumno)
  const me = useAccount()

  return (
    <>
      <Link to="/alumnos" className="back-link">
        <ArrowLeft size={16} aria-hidden /> Alumnos
      </Link>
      <PageHeader
        title={alumno.nombre}
        description={
          <>
            RUT {alumno.rut} · {alumno.curso.nombre}
          </>
        }
      >
        {viewing && (
          <Button
            variant="secondary"
            onPointerEnter={loadEditForm}
            onFocus={loadEditForm}
            onClick={() => actor.send({ type: 'edit.start' })}
          >
            <Pencil size={16} aria-hidden /> Editar
          </Button>
        )}
        {rights.actions}
      </PageHeader>
      {rights.confirmation}

      <AfterFirstPaint>
        <div className="student-grid">
          <div className="student-history">
            <Card title="Datos del alumno" className="student-data">
              {viewing ? (
                <StudentData alumno={alumno} />
              ) : (
                <Suspense fallback={<p className="muted">Cargando el formulario…</p>}>
                  <EditForm
                    onShown={focusName}
                    formRef={formRef}
                    alumno={alumno}
                    cursos={courseOptions}
                    saving={saving}
                    canSave={editing}
                    canCancel={editing}
                    onSubmit={(changes) => actor.send({ type: 'form.submit', changes })}
                    onCancel={() => actor.send({ type: 'edit.cancel' })}
                  />
                </Suspense>
              )}
            </Card>
            <StudentGrades alumnoId={alumno.id} notas={notas} />
            <GuardianMessages alumnoId={alumno.id} email={alumno.email_apoderado} />
          </div>
          <StudentHistory
            nombre={alumno.nombre}
            asistencia={asistencia}
            mensual={mensual}
            reuniones={reuniones}
            informes={informes}
            showPie={can(me, 'informes_pie')}
          />
        </div>
      </AfterFirstPaint>
    </>
  )
}
