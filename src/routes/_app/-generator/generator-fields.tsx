import { courseLevels, curriculumSubjects } from '@/domain/catalog'
import { ChoiceSelect } from '@/ui/choice-select'
import { Field } from '@/ui/form'

/** The level and the subject of a generation: the OA offered depend on both. */
export function ScopeFields({
  errors,
  initial,
  onChange,
}: {
  errors: Partial<Record<string, string>>
  /** The level and subject a link chose (Cobertura curricular's "Generar evaluación de los OA tratados"). */
  initial?: { nivel: string; asignatura: string }
  onChange: (change: { nivel?: string; asignatura?: string }) => void
}) {
  return (
    <div className="form-grid">
      <Field label="Nivel" error={errors.nivel}>
        {(p) => (
          <ChoiceSelect
            {...p}
            name="nivel"
            initial={initial?.nivel}
            placeholder="Elige un nivel"
            options={courseLevels}
            onChange={(e) => onChange({ nivel: e.target.value })}
          />
        )}
      </Field>
      <Field label="Asignatura" error={errors.asignatura}>
        {(p) => (
          <>
            <input
              {...p}
              name="asignatura"
              defaultValue={initial?.asignatura}
              list="asignaturas"
              required
              maxLength={80}
              autoComplete="off"
              onChange={(e) => onChange({ asignatura: e.target.value })}
            />
            <datalist id="asignaturas">
              {curriculumSubjects.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </>
        )}
      </Field>
    </div>
  )
}

/** The objectives written by the teacher, separated by commas; optional once OA were picked. */
export function ObjectivesField({
  error,
  withOa,
  value,
  onChange,
}: {
  error: string | undefined
  withOa: boolean
  value: string
  onChange: (text: string) => void
}) {
  return (
    <Field
      label="Objetivos de aprendizaje"
      optional={withOa}
      hint={
        withOa
          ? 'Otros objetivos además de los OA elegidos, separados por comas.'
          : 'Elige OA del currículum o escríbelos separados por comas. Ej.: OA 3 comprender textos narrativos, OA 7 escribir un cuento breve'
      }
      error={error}
    >
      {(p) => (
        <textarea
          {...p}
          name="objetivos"
          required={!withOa}
          rows={3}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}
