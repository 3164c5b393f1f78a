import { createFileRoute, Link, useBlocker, useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { ArrowLeft, BookOpen, CalendarClock } from 'lucide-react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { getAsistenciaDia, getAsistenciaMensualCurso, saveAsistencia } from '@/api/asistencia'
import type { CursoDetail } from '@/api/contract/cursos'
import { getCurso } from '@/api/cursos'
import { schoolToday } from '@/domain/attendance'
import { messages } from '@/domain/messages'
import { can } from '@/domain/permissions'
import { attendanceMachine } from '@/machines/attendance.machine'
import { AfterFirstPaint } from '@/ui/after-first-paint'
import { showError } from '@/ui/error-dialog'
import { Card, PageHeader } from '@/ui/form'
import { toast } from '@/ui/toast'
import { useAccount } from '../_app'
import { orNotFound, recordId } from '../-not-found'
import { AttendanceCard } from './-attendance/attendance'
import { AttendanceTrendCard } from './-attendance/attendance-chart'
import { MonthlySheet } from './-attendance/monthly-sheet'
import { MonthlyLibro } from './-libro/monthly-libro'
import { RecordNotFound } from './-load-error'
import { part } from './-part'

/** The course (404 when it is not of this school) and, on its own, its attendance per month. */
async function loadCoursePage(id: number) {
  const [curso, mensual] = await Promise.all([
    orNotFound(getCurso(id)),
    part(getAsistenciaMensualCurso(id), 'No se pudo cargar la asistencia por mes'),
  ])
  return { curso, mensual }
}

export const Route = createFileRoute('/_app/cursos/$id')({
  staticData: { capability: 'asistencia' },
  loader: async ({ params }) => loadCoursePage(await recordId(params.id, '/cursos/')),
  component: CursoPage,
  // Which record is missing and the way back to its list, instead of the default's unknown address.
  notFoundComponent: () => (
    <RecordNotFound
      title="Curso no encontrado"
      message="Este curso no existe en tu colegio."
      back={{ to: '/cursos', label: 'Ver los cursos' }}
    />
  ),
})

function CursoPage() {
  const { curso, mensual } = Route.useLoaderData()
  const me = useAccount()
  return (
    <>
      <PageHeader
        title={curso.nombre}
        description={`${curso.nivel} · ${curso.alumnos.length === 1 ? '1 alumno' : `${curso.alumnos.length} alumnos`}`}
      >
        <Link to="/cursos" className="btn btn-ghost btn-sm">
          <ArrowLeft size={16} aria-hidden /> Cursos
        </Link>
        {can(me, 'registros') && (
          <Link to="/cursos/$id/notas" params={{ id: String(curso.id) }} className="btn btn-secondary btn-sm">
            <BookOpen size={16} aria-hidden /> Libro de notas
          </Link>
        )}
        {can(me, 'horario') && (
          <Link to="/cursos/$id/horario" params={{ id: String(curso.id) }} className="btn btn-secondary btn-sm">
            <CalendarClock size={16} aria-hidden /> Horario
          </Link>
        )}
      </PageHeader>
      <AfterFirstPaint>
        {curso.alumnos.length === 0 ? (
          <Card title="Asistencia">
            <div className="empty">
              <p>Este curso aún no tiene alumnos. Agrégalos uno a uno o súbelos desde una planilla Excel.</p>
              <Link to="/alumnos" className="btn btn-secondary">
                Ir a Alumnos
              </Link>
            </div>
          </Card>
        ) : (
          // A new machine for each course: its students are part of its input.
          <Attendance key={curso.id} curso={curso} />
        )}
        <AttendanceTrendCard subject={curso.nombre} mensual={mensual} />
        <MonthlySheet curso={curso} />
        <MonthlyLibro curso={curso} />
      </AfterFirstPaint>
    </>
  )
}

function Attendance({ curso }: { curso: CursoDetail }) {
  const [today] = useState(() => schoolToday())
  const router = useRouter()
  // The machine with its implementations is made once: `provide` builds a whole new machine.
  const [machine] = useState(() =>
    attendanceMachine.provide({
      actors: {
        loadDay: fromPromise(({ input }) => getAsistenciaDia(input.cursoId, input.fecha)),
        saveDay: fromPromise(({ input }) =>
          saveAsistencia(input.cursoId, { fecha: input.fecha, registros: input.registros }),
        ),
      },
      actions: {
        announceSaved: () => {
          toast.success(messages.success.attendanceSaved)
          // The monthly chart counts the day just saved: load the page's data again, in the background.
          void router.invalidate({ filter: (match) => match.routeId === Route.id })
        },
        showError: (_, { message }) => showError(message),
      },
    }),
  )
  const actor = useActorRef(machine, {
    input: { cursoId: curso.id, today, alumnoIds: curso.alumnos.map((a) => a.id) },
  })
  const unsaved = useSelector(actor, (s) => s.hasTag('unsaved'))

  // Leaving the page with unsaved changes asks too (the browser asks on reload or close).
  useBlocker({
    shouldBlockFn: () => !window.confirm('Tienes cambios sin guardar en la asistencia. ¿Salir y descartarlos?'),
    enableBeforeUnload: () => unsaved,
    disabled: !unsaved,
  })

  return <AttendanceCard curso={curso} today={today} actor={actor} />
}
