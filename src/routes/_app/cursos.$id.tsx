import { createFileRoute, type ErrorComponentProps, Link, notFound, useBlocker } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { ArrowLeft, CheckCheck, Download, Save } from 'lucide-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { fromPromise } from 'xstate'
import { downloadMonthlySheet, getAsistenciaDia, saveAsistencia } from '@/api/asistencia'
import { ApiError } from '@/api/client'
import type { CursoDetail } from '@/api/contract/cursos'
import { getCurso } from '@/api/cursos'
import { saveBlob } from '@/api/download'
import {
  attendanceSheetFileName,
  formatSchoolDay,
  formatSchoolTimestamp,
  schoolMonth,
  schoolToday,
} from '@/domain/attendance'
import { passed, refused } from '@/domain/form-check'
import { messages } from '@/domain/messages'
import { attendanceMachine } from '@/machines/attendance.machine'
import { showError } from '@/ui/error-dialog'
import { Button, Card, Field, PageHeader } from '@/ui/form'
import { SubmitButton } from '@/ui/submit-button'
import { useFormSubmission } from './-form-submission'
import { RouteLoadError } from './-load-error'

export const Route = createFileRoute('/_app/cursos/$id')({
  loader: async ({ params }) => {
    const id = Number(params.id)
    if (!Number.isInteger(id) || id <= 0) throw notFound()
    try {
      return await getCurso(id)
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
  },
  component: CursoPage,
  errorComponent: CursoError,
  notFoundComponent: CursoNotFound,
})

function CursoPage() {
  const curso = Route.useLoaderData()
  return (
    <>
      <PageHeader
        title={curso.nombre}
        description={`${curso.nivel} · ${curso.alumnos.length === 1 ? '1 alumno' : `${curso.alumnos.length} alumnos`}`}
      >
        <Link to="/cursos" className="btn btn-ghost btn-sm">
          <ArrowLeft size={16} aria-hidden /> Cursos
        </Link>
      </PageHeader>
      {/* A new machine for each course: its students are part of its input. */}
      <Attendance key={curso.id} curso={curso} />
      <MonthlySheet curso={curso} />
    </>
  )
}

function Attendance({ curso }: { curso: CursoDetail }) {
  const [today] = useState(() => schoolToday())
  const actor = useActorRef(
    attendanceMachine.provide({
      actors: {
        loadDay: fromPromise(({ input }) => getAsistenciaDia(input.cursoId, input.fecha)),
        saveDay: fromPromise(({ input }) =>
          saveAsistencia(input.cursoId, { fecha: input.fecha, registros: input.registros }),
        ),
      },
      actions: {
        announceSaved: () => toast.success(messages.success.attendanceSaved),
        showError: (_, { message }) => showError(message),
      },
    }),
    { input: { cursoId: curso.id, today, alumnoIds: curso.alumnos.map((a) => a.id) } },
  )
  const state = useSelector(actor, (s) => s.value as string)
  const { fecha, pendingFecha, marks, saved, tomada, actualizada, error } = useSelector(actor, (s) => s.context)
  const canToggle = useSelector(actor, (s) => s.can({ type: 'student.toggle', alumnoId: curso.alumnos[0]?.id ?? 0 }))
  const canMarkAll = useSelector(actor, (s) => s.can({ type: 'all.present' }))
  const canSave = useSelector(actor, (s) => s.can({ type: 'form.submit' }))
  const unsaved = state === 'dirty' || state === 'failed' || state === 'confirmingDiscard'

  // Leaving the page with unsaved changes asks too (the browser asks on reload or close).
  useBlocker({
    shouldBlockFn: () => !window.confirm('Tienes cambios sin guardar en la asistencia. ¿Salir y descartarlos?'),
    enableBeforeUnload: () => unsaved,
    disabled: !unsaved,
  })

  const presentes = curso.alumnos.filter((a) => marks[a.id]).length
  const ausentes = curso.alumnos.length - presentes

  if (curso.alumnos.length === 0) {
    return (
      <Card title="Asistencia">
        <div className="empty">
          <p>Este curso aún no tiene alumnos. Agrégalos uno a uno o súbelos desde una planilla Excel.</p>
          <Link to="/alumnos" className="btn btn-secondary">
            Ir a Alumnos
          </Link>
        </div>
      </Card>
    )
  }

  return (
    <Card title="Asistencia" className="attendance-card">
      <div className="attendance-toolbar">
        <Field label="Fecha">
          {(p) => (
            <input
              {...p}
              type="date"
              value={pendingFecha ?? fecha}
              max={today}
              required
              disabled={state === 'saving' || state === 'confirmingDiscard'}
              onChange={(e) => actor.send({ type: 'date.change', fecha: e.currentTarget.value })}
            />
          )}
        </Field>
        <p className="attendance-day">{formatSchoolDay(fecha)}</p>
      </div>

      <div className="attendance-status" aria-live="polite">
        {state === 'loading' && <p className="muted">Cargando asistencia...</p>}
        {state === 'loadFailed' && (
          <div className="alert alert-danger" role="alert">
            <p>{error}</p>
            <Button variant="secondary" className="btn-sm" onClick={() => actor.send({ type: 'load.retry' })}>
              Reintentar
            </Button>
          </div>
        )}
        {state === 'ready' && !tomada && (
          <p className="alert alert-warn">
            La asistencia de este día aún no se ha tomado. Todos aparecen como Ausente hasta que la guardes.
          </p>
        )}
        {(state === 'ready' || state === 'saved') && tomada && actualizada && (
          <p className="alert alert-info">
            {state === 'saved' ? '¡Asistencia guardada!' : 'Asistencia tomada.'} Última modificación:{' '}
            {formatSchoolTimestamp(actualizada)}.
          </p>
        )}
        {state === 'dirty' && <p className="alert alert-warn">Tienes cambios sin guardar.</p>}
        {state === 'saving' && <p className="muted">Guardando asistencia...</p>}
        {state === 'failed' && (
          <p className="alert alert-danger" role="alert">
            No se guardó: {error} Tus cambios siguen en pantalla; vuelve a guardar.
          </p>
        )}
      </div>

      {state === 'confirmingDiscard' && pendingFecha && (
        <div className="alert alert-warn confirm-panel" role="alertdialog" aria-labelledby="discard-title">
          <p id="discard-title">
            <strong>Tienes cambios sin guardar del {formatSchoolDay(fecha)}.</strong> ¿Cambiar a{' '}
            {formatSchoolDay(pendingFecha)} y descartarlos?
          </p>
          <div className="row">
            <Button variant="danger" className="btn-sm" onClick={() => actor.send({ type: 'discard.confirm' })}>
              Descartar cambios
            </Button>
            <Button variant="secondary" className="btn-sm" onClick={() => actor.send({ type: 'discard.cancel' })}>
              Seguir editando
            </Button>
          </div>
        </div>
      )}

      <ol className="attendance-list" aria-label={`Alumnos de ${curso.nombre}`} aria-busy={state === 'loading'}>
        {curso.alumnos.map((a, i) => {
          const presente = marks[a.id] ?? false
          const sinRegistro = tomada && !(a.id in saved)
          return (
            <li key={a.id}>
              <button
                type="button"
                className={`attendance-item ${presente ? 'is-present' : 'is-absent'}`}
                aria-pressed={presente}
                aria-label={`${a.nombre}: ${presente ? 'Presente' : 'Ausente'}`}
                disabled={!canToggle}
                onClick={() => actor.send({ type: 'student.toggle', alumnoId: a.id })}
              >
                <span className="attendance-num" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="attendance-name">
                  {a.nombre}
                  <small>
                    {a.rut}
                    {sinRegistro && ' · sin registro'}
                  </small>
                </span>
                <span className="attendance-pill" aria-hidden="true">
                  {presente ? 'Presente' : 'Ausente'}
                </span>
              </button>
            </li>
          )
        })}
      </ol>

      <div className="attendance-bar">
        <p className="attendance-counts" aria-live="polite">
          <span className="count-present">{presentes} presentes</span>
          <span className="count-absent">{ausentes} ausentes</span>
        </p>
        <div className="attendance-actions">
          <Button variant="secondary" disabled={!canMarkAll} onClick={() => actor.send({ type: 'all.present' })}>
            <CheckCheck size={18} aria-hidden /> Marcar todos presentes
          </Button>
          <Button disabled={!canSave} busy={state === 'saving'} onClick={() => actor.send({ type: 'form.submit' })}>
            <Save size={18} aria-hidden /> {state === 'saving' ? 'Guardando...' : 'Guardar asistencia'}
          </Button>
        </div>
      </div>
    </Card>
  )
}

/** A month as YYYY-MM, the only form of `mes` the sheet accepts. */
const monthPattern = /^\d{4}-\d{2}$/

function MonthlySheet({ curso }: { curso: CursoDetail }) {
  const [mes, setMes] = useState(() => schoolMonth())
  const sheet = useFormSubmission({
    fallback: 'No se pudo descargar la planilla de asistencia.',
    // The month field is required and bounded by the browser; an incomplete month sends nothing.
    check: () => (monthPattern.test(mes) ? passed(mes) : refused({})),
    submit: async (month: string) =>
      saveBlob(await downloadMonthlySheet(curso.id, month), attendanceSheetFileName(curso.nombre, month)),
  })
  return (
    <Card title="Planilla mensual de asistencia">
      <p className="muted">
        Un archivo Excel con los alumnos por día del mes, los totales y el porcentaje de asistencia de cada uno y del
        curso: el respaldo para las declaraciones de asistencia del establecimiento.
      </p>
      <form className="row monthly-form" onSubmit={sheet.onSubmit}>
        <Field label="Mes">
          {(p) => (
            <input
              {...p}
              type="month"
              value={mes}
              max={schoolMonth()}
              required
              onChange={(e) => setMes(e.currentTarget.value)}
            />
          )}
        </Field>
        <SubmitButton
          variant="secondary"
          disabled={!sheet.canSubmit}
          busy={sheet.submitting}
          icon={<Download size={18} aria-hidden />}
        >
          Descargar planilla (.xlsx)
        </SubmitButton>
      </form>
    </Card>
  )
}

function CursoError({ error }: ErrorComponentProps) {
  return <RouteLoadError error={error} title="Curso" fallback="No se pudo cargar el curso." />
}

function CursoNotFound() {
  return (
    <>
      <PageHeader title="Curso no encontrado" />
      <div className="card">
        <p>Este curso no existe en tu colegio.</p>
        <Link to="/cursos" className="btn btn-primary">
          Ver los cursos
        </Link>
      </div>
    </>
  )
}
