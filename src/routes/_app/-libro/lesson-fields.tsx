import { useEffect, useState } from 'react'
import { listObjetivos } from '@/api/curriculo'
import { getCurso } from '@/api/cursos'
import { Field } from '@/ui/form'
import type { Oa } from '@/ui/oa-picker'
import { CurriculumOaPicker } from '../-generator/oa-picker'

/** The level of a course ("4° Básico") and the curriculum's OA of its subject, to name the chosen codes. */
function useCourseCurriculum(cursoId: number, asignatura: string) {
  const [nivel, setNivel] = useState('')
  const [oas, setOas] = useState<readonly Oa[]>([])
  useEffect(() => {
    const controller = new AbortController()
    getCurso(cursoId)
      .then(async (curso) => {
        setNivel(curso.nivel)
        setOas(await listObjetivos(curso.nivel, asignatura, controller.signal))
      })
      // Without the catalogue the codes show alone and the picker asks again when opened.
      .catch(() => {})
    return () => controller.abort()
  }, [cursoId, asignatura])
  return { nivel, oas }
}

interface LessonFieldsProps {
  cursoId: number
  asignatura: string
  texto: string
  oa: readonly string[]
  actividades: string
  disabled?: boolean
  onText: (texto: string) => void
  onOa: (oa: string[]) => void
  onActivities: (actividades: string) => void
}

/**
 * The leccionario of a block: what was done (required to sign), the OA treated (the generator's OA picker
 * over the course's level and the block's subject) and the activities.
 */
export function LessonFields(props: LessonFieldsProps) {
  const { cursoId, asignatura, texto, oa, actividades, disabled, onText, onOa, onActivities } = props
  const { nivel, oas } = useCourseCurriculum(cursoId, asignatura)
  const [picked, setPicked] = useState<readonly Oa[]>([])
  const chosen = oa.map(
    (codigo) =>
      picked.find((o) => o.codigo === codigo) ??
      oas.find((o) => o.codigo === codigo) ?? { codigo, numero: 0, eje: '', descripcion: '' },
  )
  return (
    <fieldset className="lesson-fields" disabled={disabled}>
      <Field label="Leccionario" hint="Qué se hizo en la clase. Obligatorio para firmar.">
        {(p) => (
          <textarea {...p} rows={4} maxLength={4000} required value={texto} onChange={(e) => onText(e.target.value)} />
        )}
      </Field>
      <CurriculumOaPicker
        nivel={nivel}
        asignatura={asignatura}
        chosen={chosen}
        onChange={(next) => {
          setPicked(next)
          onOa(next.map((o) => o.codigo))
        }}
      />
      <Field label="Actividades" optional>
        {(p) => (
          <textarea
            {...p}
            rows={2}
            maxLength={4000}
            value={actividades}
            onChange={(e) => onActivities(e.target.value)}
          />
        )}
      </Field>
    </fieldset>
  )
}
