import { createFileRoute, type ErrorComponentProps, Link, notFound, useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { format, parseISO } from 'date-fns'
import { es } from 'date-fns/locale'
import { ArrowLeft, Pencil } from 'lucide-react'
import { type RefObject, useRef } from 'react'
import toast from 'react-hot-toast'
import { fromPromise } from 'xstate'
import { getAlumno, getStudentPieReports, updateAlumno } from '@/api/alumnos'
import { getAsistenciaAlumno } from '@/api/asistencia'
import { ApiError } from '@/api/client'
import { type Alumno, type AlumnoInput, alumnoInput } from '@/api/contract/alumnos'
import { listCursos } from '@/api/cursos'
import { listReuniones } from '@/api/reuniones'
import { promotionAttendanceThreshold, schoolToday } from '@/domain/attendance'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'
import { type StudentRecord, studentDetailMachine } from '@/machines/student-detail.machine'
import { showError } from '@/ui/error-dialog'
import { Button, Card, formValues, PageHeader } from '@/ui/form'
import { PreviewList } from '@/ui/preview-list'
import { StudentFields, studentFieldNames, studentFormValues } from '@/ui/student-fields'
import { docxFileName, useFormCheck } from './-generation'

/** A list of the page that may fail on its own without taking the student's data down with it. */
type Part<T> = { ok: true; data: T } | { ok: false; message: string }

const part = async <T,>(promise: Promise<T>, fallback: string): Promise<Part<T>> => {
  try {
    return { ok: true, data: await promise }
  } catch (error) {
    return { ok: false, message: messageOf(error, fallback) }
  }
}

/** The student (404 when it is not of this school) and, each on its own, what the page lists. */
async function loadStudentPage(id: number) {
  const [alumno, cursos, asistencia, reuniones, informes] = await Promise.all([
    getAlumno(id).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }),
    part(listCursos(), 'No se pudieron cargar los cursos'),
    part(getAsistenciaAlumno(id), 'No se pudo cargar la asistencia'),
    part(listReuniones(id), messages.fallback.loadMeetings),
    part(getStudentPieReports(id), 'No se pudieron cargar los informes PIE'),
  ])
  return { alumno, cursos, asistencia, reuniones, informes }
}
type StudentPageData = Awaited<ReturnType<typeof loadStudentPage>>

export const Route = createFileRoute('/_app/alumnos/$id')({
  loader: ({ params }) => {
    const id = Number(params.id)
    if (!Number.isInteger(id) || id <= 0) throw notFound()
    return loadStudentPage(id)
  },
  component: AlumnoPage,
  notFoundComponent: AlumnoNotFound,
  errorComponent: AlumnoError,
})

/** A day as Chilean schools write it, with its weekday: "lun. 16-03-2026". */
const formatDay = (fecha: string) => format(parseISO(fecha), 'EEE dd-MM-yyyy', { locale: es })
const formatBirth = (fecha: string) => format(parseISO(fecha), "d 'de' MMMM 'de' yyyy", { locale: es })

function AlumnoPage() {
  const data = Route.useLoaderData()
  // A new machine for each student: navigating from one student to another starts in view mode.
  return <StudentDetail key={data.alumno.id} {...data} />
}

function StudentDetail({ alumno: loaded, cursos, asistencia, reuniones, informes }: StudentPageData) {
  const formRef = useRef<HTMLFormElement>(null)
  const actor = useActorRef(
    studentDetailMachine.provide({
      actors: {
        saveStudent: fromPromise(({ input }) => updateAlumno(input.id, input.changes as AlumnoInput)),
      },
      actions: {
        announceSaved: () => toast.success(messages.success.userUpdated),
        showError: (_, { message }) => showError(message),
        focusForm: () => {
          setTimeout(() => formRef.current?.querySelector<HTMLInputElement>('input[name="nombre"]')?.focus(), 0)
        },
      },
    }),
    { input: { alumno: loaded as StudentRecord } },
  )
  const alumno = useSelector(actor, (s) => s.context.alumno) as unknown as Alumno
  const mode = useSelector(actor, (s) =>
    s.matches('viewing') ? 'viewing' : s.matches('saving') ? 'saving' : 'editing',
  )
  const canEdit = useSelector(actor, (s) => s.can({ type: 'edit.start' }))
  const canSave = useSelector(actor, (s) => s.can({ type: 'form.submit', changes: {} }))
  const canCancel = useSelector(actor, (s) => s.can({ type: 'edit.cancel' }))
  const courseOptions = cursos.ok ? cursos.data : [alumno.curso]

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
        {mode === 'viewing' && (
          <Button variant="secondary" disabled={!canEdit} onClick={() => actor.send({ type: 'edit.start' })}>
            <Pencil size={16} aria-hidden /> Editar
          </Button>
        )}
      </PageHeader>

      <div className="student-grid">
        <Card title="Datos del alumno" className="student-data">
          {mode === 'viewing' ? (
            <dl className="student-dl">
              <dt>Nombre completo</dt>
              <dd>{alumno.nombre}</dd>
              <dt>RUT</dt>
              <dd>{alumno.rut}</dd>
              <dt>Curso</dt>
              <dd>{alumno.curso.nombre}</dd>
              <dt>Fecha de nacimiento</dt>
              <dd>{alumno.fecha_nacimiento ? formatBirth(alumno.fecha_nacimiento) : <Missing />}</dd>
              <dt>Dirección</dt>
              <dd>{alumno.direccion ?? <Missing />}</dd>
              <dt>Teléfono</dt>
              <dd>{alumno.telefono ?? <Missing />}</dd>
              <dt>Apoderado</dt>
              <dd>{alumno.apoderado ?? <Missing />}</dd>
            </dl>
          ) : (
            <EditForm
              formRef={formRef}
              alumno={alumno}
              cursos={courseOptions}
              saving={mode === 'saving'}
              canSave={canSave}
              canCancel={canCancel}
              onSubmit={(changes) => actor.send({ type: 'form.submit', changes })}
              onCancel={() => actor.send({ type: 'edit.cancel' })}
            />
          )}
        </Card>

        <div className="student-history">
          <Card title="Asistencia" className="student-attendance">
            {asistencia.ok ? (
              <>
                <AttendanceSummary
                  porcentaje={asistencia.data.porcentaje}
                  presentes={asistencia.data.presentes}
                  total={asistencia.data.total}
                />
                <PreviewList
                  label="Asistencia"
                  items={asistencia.data.registros}
                  itemKey={(r) => `${r.fecha}-${r.curso.id}`}
                  empty="Aún no hay asistencia registrada para este alumno."
                  renderItem={(r) => (
                    <div className="history-item">
                      <time dateTime={r.fecha}>{formatDay(r.fecha)}</time>
                      <span className={`badge ${r.presente ? 'badge-presente' : 'badge-ausente'}`}>
                        {r.presente ? 'Presente' : 'Ausente'}
                      </span>
                    </div>
                  )}
                />
              </>
            ) : (
              <PartError message={asistencia.message} />
            )}
          </Card>

          <Card title="Reuniones con el apoderado" className="student-meetings">
            {reuniones.ok ? (
              <PreviewList
                label="Reuniones"
                items={reuniones.data}
                itemKey={(r) => r.id}
                empty="Sin reuniones registradas."
                renderItem={(r) => (
                  <div className="history-item history-item-block">
                    <div>
                      <time dateTime={r.fecha}>{formatDay(r.fecha)}</time> · <strong>{r.motivo}</strong>
                    </div>
                    <p className="muted">{r.resultado}</p>
                  </div>
                )}
              />
            ) : (
              <PartError message={reuniones.message} />
            )}
            <p className="card-foot">
              <Link to="/reuniones" className="text-link">
                Registrar una reunión
              </Link>
            </p>
          </Card>

          <Card title="Informes PIE" className="student-pie">
            {informes.ok ? (
              <PreviewList
                label="Informes PIE"
                items={informes.data}
                itemKey={(r) => r.id}
                empty="Sin informes PIE."
                renderItem={(r) => (
                  <div className="history-item">
                    <time dateTime={r.fecha}>{formatDay(r.fecha)}</time>
                    <span>
                      {r.gcs_url ? (
                        <a href={r.gcs_url} download={docxFileName(r.title ?? r.tipo)} className="text-link">
                          {r.tipo}
                        </a>
                      ) : (
                        r.tipo
                      )}
                    </span>
                  </div>
                )}
              />
            ) : (
              <PartError message={informes.message} />
            )}
            <p className="card-foot">
              <Link to="/informes-pie" className="text-link">
                Generar un informe PIE
              </Link>
            </p>
          </Card>
        </div>
      </div>
    </>
  )
}

/** The edit form; it exists only in edit mode, so each edit starts without old field errors. */
function EditForm(props: {
  formRef: RefObject<HTMLFormElement | null>
  alumno: Alumno
  cursos: readonly { id: number; nombre: string }[]
  saving: boolean
  canSave: boolean
  canCancel: boolean
  onSubmit: (changes: AlumnoInput) => void
  onCancel: () => void
}) {
  const { errors, check } = useFormCheck(alumnoInput)
  return (
    <form
      ref={props.formRef}
      className="stack"
      aria-label="Editar alumno"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        const changes = check(studentFormValues(formValues(e.currentTarget, studentFieldNames)))
        if (changes) props.onSubmit(changes)
      }}
    >
      {/* Disabled while saving: what was typed stays on screen and comes back if the save fails. */}
      <fieldset disabled={props.saving} className="plain-fieldset">
        <StudentFields cursos={props.cursos} defaults={props.alumno} errors={errors} maxDate={schoolToday()} />
      </fieldset>
      <div className="row">
        <Button type="submit" disabled={!props.canSave} busy={props.saving}>
          {props.saving ? 'Guardando...' : 'Guardar'}
        </Button>
        <Button type="button" variant="ghost" disabled={!props.canCancel} onClick={props.onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  )
}

function Missing() {
  return <span className="muted">Sin registrar</span>
}

function PartError({ message }: { message: string }) {
  return (
    <p className="alert alert-danger" role="alert">
      {message}
    </p>
  )
}

function AttendanceSummary({
  porcentaje,
  presentes,
  total,
}: {
  porcentaje: number | null
  presentes: number
  total: number
}) {
  if (porcentaje === null) return null
  const low = porcentaje < promotionAttendanceThreshold
  return (
    <div className="attendance-summary">
      <p className={`big-number ${low ? 'is-low' : ''}`}>
        {porcentaje.toLocaleString('es-CL', { maximumFractionDigits: 1 })} %
      </p>
      <p className="muted">
        Presente {presentes.toLocaleString('es-CL')} de {total.toLocaleString('es-CL')}{' '}
        {total === 1 ? 'día registrado' : 'días registrados'}
      </p>
      {low && (
        <p className="alert alert-warn" role="status">
          Bajo el {promotionAttendanceThreshold} % de asistencia exigido para la promoción.
        </p>
      )}
    </div>
  )
}

function AlumnoNotFound() {
  return (
    <>
      <PageHeader title="Alumno no encontrado" />
      <Card>
        <p>Este alumno no existe en tu colegio.</p>
        <Link to="/alumnos" className="btn btn-primary">
          Volver a Alumnos
        </Link>
      </Card>
    </>
  )
}

function AlumnoError({ error }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <>
      <PageHeader title="Alumno" />
      <Card>
        <div className="alert alert-danger" role="alert">
          <p>{messageOf(error, 'No se pudo cargar el alumno')}</p>
          <Button variant="secondary" onClick={() => router.invalidate()}>
            Reintentar
          </Button>
        </div>
      </Card>
    </>
  )
}
