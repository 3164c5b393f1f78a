import type { DocumentType } from '@/domain/catalog'
import {
  assessedTaskLabels,
  assessedTasks,
  difficulties,
  difficultyLabels,
  durationRange,
  itemKindLabels,
  itemKinds,
  optionAppliesTo,
  questionCountRange,
  textGenreLabels,
  textGenres,
} from '@/domain/request-options'
import { Field } from '@/ui/form'

/** The settings of the form's "Opciones", as the request sends them (absent when not chosen). */
export function readOptions(form: HTMLFormElement) {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '').trim()
  const number = (name: string) => (text(name) ? text(name) : undefined)
  const kinds = data.getAll('tipos_item').map(String)
  return {
    cantidad_preguntas: number('cantidad_preguntas'),
    duracion_minutos: number('duracion_minutos'),
    dificultad: text('dificultad') || undefined,
    tipos_item: kinds.length > 0 ? kinds : undefined,
    genero: text('genero') || undefined,
    tarea: text('tarea') || undefined,
  }
}

/**
 * "Opciones": what the teacher may also type in the instructions ("20 preguntas", "para 90 minutos"), as
 * fields; each shown for the document types it applies to. Chosen here, it wins over the instructions.
 */
export function GeneratorOptions({
  tipo,
  errors,
}: {
  tipo: DocumentType | ''
  errors: Partial<Record<string, string>>
}) {
  const applies = (key: keyof typeof optionAppliesTo) => !tipo || optionAppliesTo[key].includes(tipo)
  return (
    <details className="generator-options">
      <summary>Opciones</summary>
      <div className="form-grid">
        {applies('cantidad_preguntas') && (
          <Field label="Cantidad de preguntas" optional error={errors.cantidad_preguntas}>
            {(p) => (
              <input
                {...p}
                name="cantidad_preguntas"
                type="number"
                min={questionCountRange.min}
                max={questionCountRange.max}
                inputMode="numeric"
              />
            )}
          </Field>
        )}
        {applies('duracion_minutos') && (
          <Field label="Duración (minutos)" optional error={errors.duracion_minutos}>
            {(p) => (
              <input
                {...p}
                name="duracion_minutos"
                type="number"
                min={durationRange.min}
                max={durationRange.max}
                inputMode="numeric"
              />
            )}
          </Field>
        )}
        <Field label="Dificultad" optional error={errors.dificultad}>
          {(p) => (
            <select {...p} name="dificultad" defaultValue="">
              <option value="">La del nivel</option>
              {difficulties.map((d) => (
                <option key={d} value={d}>
                  {difficultyLabels[d]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {applies('genero') && (
          <Field label="Género del texto" optional error={errors.genero}>
            {(p) => (
              <select {...p} name="genero" defaultValue="">
                <option value="">Según el objetivo</option>
                {textGenres.map((g) => (
                  <option key={g} value={g}>
                    {textGenreLabels[g]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {applies('tarea') && (
          <Field label="Tarea que se evalúa" optional error={errors.tarea}>
            {(p) => (
              <select {...p} name="tarea" defaultValue="">
                <option value="">Según el objetivo</option>
                {assessedTasks.map((t) => (
                  <option key={t} value={t}>
                    {assessedTaskLabels[t]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      {applies('tipos_item') && (
        <fieldset className="item-kinds">
          <legend className="field-label">Tipos de pregunta</legend>
          {itemKinds.map((k) => (
            <label key={k} className="check">
              <input type="checkbox" name="tipos_item" value={k} /> {itemKindLabels[k]}
            </label>
          ))}
          {errors.tipos_item && <p className="field-error">{errors.tipos_item}</p>}
        </fieldset>
      )}
    </details>
  )
}
