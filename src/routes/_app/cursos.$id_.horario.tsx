import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { ArrowLeft, Save } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { BloqueHorarioForm } from '@/api/contract/libro'
import { getCurso } from '@/api/cursos'
import { getHorario, listDocentes, saveHorario } from '@/api/libro'
import { schoolToday } from '@/domain/attendance'
import { passed, refused } from '@/domain/form-check'
import { scheduleDays } from '@/domain/libro'
import { Button, Card, Field, PageHeader } from '@/ui/form'
import { toast } from '@/ui/toast'
import { orNotFound, recordId } from '../-not-found'
import { useFormSubmission } from './-form-submission'
import { type ScheduleBlock, ScheduleCellEditor } from './-libro/schedule-cell'
import { ScheduleGrid } from './-libro/schedule-grid'

export const Route = createFileRoute('/_app/cursos/$id_/horario')({
  staticData: { capability: 'horario' },
  loader: async ({ params }) => {
    const id = await recordId(params.id, '/cursos/')
    const [curso, horario] = await Promise.all([orNotFound(getCurso(id)), getHorario(id)])
    return { curso, horario }
  },
  component: HorarioPage,
})

/**
 * The school's teachers to choose from (`GET /docentes`: id and name, for whoever edits schedules), and the
 * ones already on the schedule (a teacher suspended since still shows there).
 */
function useTeachers(horario: readonly { docente_id: number; docente_nombre: string }[]) {
  const [docentes, setDocentes] = useState<{ id: number; nombre: string }[]>([])
  const [loadError, setLoadError] = useState(false)
  useEffect(() => {
    let current = true
    listDocentes().then(
      (list) => current && setDocentes(list),
      // Without the list, the teachers already on the schedule can still be chosen; the screen says so.
      () => current && setLoadError(true),
    )
    return () => {
      current = false
    }
  }, [])
  const onSchedule = horario.map((b) => ({ id: b.docente_id, nombre: b.docente_nombre }))
  const all = [...docentes, ...onSchedule]
  return {
    loadError,
    docentes: all
      .filter((d, i) => all.findIndex((x) => x.id === d.id) === i)
      .sort((a, b) => a.nombre.localeCompare(b.nombre)),
  }
}

/** Horario: the week grid of a course, from the template of 45-minute blocks, saved from a date on. */
function HorarioPage() {
  const { curso, horario } = Route.useLoaderData()
  const router = useRouter()
  const { docentes, loadError } = useTeachers(horario)
  const [blocks, setBlocks] = useState<ScheduleBlock[]>(() =>
    horario.map(({ dia, inicio, fin, asignatura, docente_id }) => ({ dia, inicio, fin, asignatura, docente_id })),
  )
  const [selected, setSelected] = useState<{ dia: number; inicio: string; fin: string } | null>(null)
  const [desde, setDesde] = useState(schoolToday())
  const [dirty, setDirty] = useState(false)
  const save = useFormSubmission({
    fallback: 'No se pudo guardar el horario.',
    submit: (bloques: BloqueHorarioForm[]) => saveHorario(curso.id, bloques, horario.length > 0 ? desde : undefined),
    announceSuccess: () => {
      setDirty(false)
      toast.success('Horario guardado.')
    },
    refresh: () => router.invalidate(),
  })
  const current = selected && blocks.find((b) => b.dia === selected.dia && b.inicio === selected.inicio)
  const update = (next: ScheduleBlock | null) => {
    if (!selected) return
    setDirty(true)
    setBlocks((list) => [
      ...list.filter((b) => !(b.dia === selected.dia && b.inicio === selected.inicio)),
      ...(next ? [next] : []),
    ])
  }
  const incomplete = blocks.find((b) => !b.asignatura.trim() || !b.docente_id)
  const dayName = (dia: number) => scheduleDays.find((d) => d.dia === dia)?.nombre ?? ''
  return (
    <>
      <PageHeader
        title={`Horario de ${curso.nombre}`}
        description="Bloques de 45 minutos con sus recreos: toca un bloque para elegir la asignatura y el docente."
      >
        <Link to="/cursos/$id" params={{ id: String(curso.id) }} className="btn btn-ghost btn-sm">
          <ArrowLeft size={16} aria-hidden /> {curso.nombre}
        </Link>
      </PageHeader>
      {loadError && (
        <p className="field-error" role="alert">
          No se pudo cargar la lista de docentes del colegio: solo puedes elegir a los que ya están en el horario.
        </p>
      )}
      <Card>
        <ScheduleGrid blocks={blocks} docentes={docentes} selected={selected} onSelect={setSelected} />
      </Card>
      {selected && (
        <ScheduleCellEditor
          block={current ?? { ...selected, asignatura: '', docente_id: null }}
          label={`${dayName(selected.dia)} ${selected.inicio}–${selected.fin}`}
          docentes={docentes}
          onChange={update}
          onClear={() => {
            update(null)
            setSelected(null)
          }}
          onClose={() => setSelected(null)}
        />
      )}
      <Card className="schedule-save">
        {horario.length > 0 && (
          <Field label="Rige desde" hint="Un cambio rige desde esta fecha; las clases anteriores quedan como estaban.">
            {(p) => <input {...p} type="date" value={desde} onChange={(e) => setDesde(e.currentTarget.value)} />}
          </Field>
        )}
        {save.fieldErrors.horario && (
          <p className="field-error" role="alert">
            {save.fieldErrors.horario}
          </p>
        )}
        <Button
          disabled={!dirty || !save.canSubmit}
          busy={save.submitting}
          onClick={() =>
            save.submit(
              incomplete
                ? refused({
                    horario: `Completa el bloque del ${dayName(incomplete.dia)} ${incomplete.inicio}: asignatura y docente.`,
                  })
                : passed(blocks.map((b) => ({ ...b, docente_id: b.docente_id ?? 0 }))),
            )
          }
        >
          <Save size={18} aria-hidden /> {save.submitting ? 'Guardando...' : 'Guardar horario'}
        </Button>
      </Card>
    </>
  )
}
