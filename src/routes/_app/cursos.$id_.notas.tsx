import { createFileRoute, Link, useBlocker } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { getLibroCurso, listAsignaturasCurso, saveNotas } from '@/api/calificaciones'
import type { LibroCurso } from '@/api/contract/calificaciones'
import { getCurso } from '@/api/cursos'
import { messageOf } from '@/domain/errors'
import { gradeGridMachine } from '@/machines/grade-grid.machine'
import { AfterFirstPaint } from '@/ui/after-first-paint'
import { Card, PageHeader } from '@/ui/form'
import { orNotFound, recordId } from '../-not-found'
import { optionalText } from '../-search'
import { GradeEvaluations } from './-grade-book/grade-evaluations'
import { GradeExcel } from './-grade-book/grade-excel'
import { GradeGrid } from './-grade-book/grade-grid'
import { SaveStatus } from './-grade-book/grade-status'
import { SubjectPicker } from './-grade-book/grade-subjects'
import { RecordNotFound } from './-load-error'

/** The course, the subjects it has grades in and, for the chosen subject, its grid. */
async function loadGradeBook(cursoId: number, asignatura: string | undefined) {
  const [curso, asignaturas, libro] = await Promise.all([
    orNotFound(getCurso(cursoId)),
    listAsignaturasCurso(cursoId).catch((error: unknown) => {
      throw new Error(messageOf(error, 'No se pudieron cargar las asignaturas del curso.'))
    }),
    asignatura
      ? getLibroCurso(cursoId, asignatura).catch((error: unknown) => {
          throw new Error(messageOf(error, 'No se pudieron cargar las notas.'))
        })
      : null,
  ])
  return { curso, asignaturas, libro }
}

export const Route = createFileRoute('/_app/cursos/$id_/notas')({
  staticData: { capability: 'registros' },
  validateSearch: (search: Record<string, unknown>): { asignatura?: string } => ({
    asignatura: optionalText(search.asignatura, 80),
  }),
  loaderDeps: ({ search }) => ({ asignatura: search.asignatura }),
  loader: async ({ params, deps }) =>
    loadGradeBook(await recordId(params.id, '/calificaciones/curso/'), deps.asignatura),
  component: NotasPage,
  // Which record is missing and the way back to its list, instead of the default's unknown address.
  notFoundComponent: () => (
    <RecordNotFound
      title="Curso no encontrado"
      message="Este curso no existe en tu colegio."
      back={{ to: '/cursos', label: 'Ver los cursos' }}
    />
  ),
})

/** Each load of the grid gets its own machine: a new evaluation or an import starts from the server. */
const loadIds = new WeakMap<LibroCurso, number>()
let nextLoadId = 0
const loadId = (libro: LibroCurso) => {
  if (!loadIds.has(libro)) loadIds.set(libro, ++nextLoadId)
  return loadIds.get(libro)
}

function NotasPage() {
  const { curso, asignaturas, libro } = Route.useLoaderData()
  return (
    <>
      <Link to="/cursos/$id" params={{ id: String(curso.id) }} className="back-link">
        <ArrowLeft size={16} aria-hidden /> {curso.nombre}
      </Link>
      <PageHeader
        title={`Libro de notas · ${curso.nombre}`}
        description={libro ? libro.asignatura : 'Elige la asignatura'}
      />
      <SubjectPicker cursoId={curso.id} nivel={curso.nivel} asignaturas={asignaturas} current={libro?.asignatura} />
      <AfterFirstPaint>{libro && <GradeBook key={loadId(libro)} libro={libro} />}</AfterFirstPaint>
    </>
  )
}

function GradeBook({ libro }: { libro: LibroCurso }) {
  // The machine with its implementations is made once: `provide` builds a whole new machine.
  const [machine] = useState(() =>
    gradeGridMachine.provide({
      actors: {
        saveColumn: fromPromise(async ({ input }) => {
          const saved = await saveNotas(input.evaluacionId, input.notas)
          return { evaluacion_id: saved.evaluacion_id, notas: saved.notas }
        }),
      },
    }),
  )
  const actor = useActorRef(machine, { input: { columns: libro.evaluaciones, rows: libro.alumnos } })
  const dirty = useSelector(actor, (s) => s.hasTag('dirty'))
  // Leaving with grades not yet on the server asks first (the browser asks on reload or close).
  useBlocker({
    shouldBlockFn: () => !window.confirm('Hay notas que aún no se guardan. ¿Salir de todos modos?'),
    enableBeforeUnload: () => dirty,
    disabled: !dirty,
  })
  return (
    <>
      <Card
        title={
          <span className="grade-card-title">
            Notas de {libro.asignatura} <SaveStatus actor={actor} />
          </span>
        }
        className="grade-card"
      >
        {libro.alumnos.length === 0 ? (
          <p className="muted">Este curso aún no tiene alumnos.</p>
        ) : libro.evaluaciones.length === 0 ? (
          <p className="muted">Agrega la primera evaluación de {libro.asignatura} para ingresar notas.</p>
        ) : (
          <>
            <p className="muted grade-help">
              Escribe la nota (por ejemplo 4,5) y presiona Enter para bajar o Tab para avanzar; Escape deshace lo
              escrito. Las notas se guardan solas.
            </p>
            <GradeGrid libro={libro} actor={actor} />
          </>
        )}
      </Card>
      <div className="grade-side">
        <GradeEvaluations libro={libro} locked={dirty} />
        {libro.evaluaciones.length > 0 && <GradeExcel libro={libro} locked={dirty} />}
      </div>
    </>
  )
}
