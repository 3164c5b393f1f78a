import { useState } from 'react'
import { aiDocumentRequest } from '@/api/contract/documentos'
import { generateAiDocument } from '@/api/documentos'
import {
  courseLevels,
  curriculumSubjects,
  type DocumentType,
  documentTypeLabels,
  documentTypes,
} from '@/domain/catalog'
import { ChoiceSelect } from '@/ui/choice-select'
import { Field, formValues, PageHeader } from '@/ui/form'
import { type Oa, oaObjective } from '@/ui/oa-picker'
import { DocumentEditor } from './-document-editor'
import { useFormCheck, useGeneration } from './-generation'
import { GeneratorForm } from './-generator-form'
import { AccountSummary } from './-home'
import { CurriculumOaPicker } from './-oa-picker'

const typeHints: Record<DocumentType, string> = {
  evaluacion: 'Prueba con ítems por objetivo, puntajes y tabla de notas al 60%.',
  rubrica: 'Criterios por objetivo con cuatro niveles de desempeño.',
  trabajo: 'Pasos, materiales, cronograma y criterios de evaluación.',
  escala: 'Indicadores por objetivo con niveles de logro.',
  texto: 'Texto original con actividades de lectura.',
}

/** Objectives are written separated by commas and sent as a trimmed list. */
export const splitObjectives = (text: string) =>
  text
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)

/**
 * The AI document generator: level, subject, one of the five types, objectives (OA picked from the
 * curriculum and/or written) and instructions; the generated document opens below in the editor.
 */
export function AiGenerator() {
  const generation = useGeneration('ia', generateAiDocument)
  const { errors, check } = useFormCheck(aiDocumentRequest)
  const [scope, setScope] = useState({ nivel: '', asignatura: '' })
  const [chosen, setChosen] = useState<Oa[]>([])
  const [unsaved, setUnsaved] = useState(false)
  // The OA belong to one level and subject: another choice starts the list again.
  const changeScope = (change: Partial<typeof scope>) => {
    setScope((s) => ({ ...s, ...change }))
    setChosen((c) => (c.length > 0 ? [] : c))
  }
  const documentoId = generation.status === 'done' ? generation.document?.documento_id : undefined

  return (
    <>
      <GeneratorForm
        generation={generation}
        label="Generador de documentos con IA"
        submitLabel="Generar documento"
        idleHint="Completa el formulario y genera un documento Word editable, listo para tu curso."
        onSubmit={(form) => {
          const v = formValues(form, ['nivel', 'asignatura', 'tipo', 'objetivos', 'instrucciones'] as const)
          const request = check({ ...v, objetivos: [...chosen.map(oaObjective), ...splitObjectives(v.objetivos)] })
          if (!request) return
          if (
            unsaved &&
            !window.confirm('El documento de abajo tiene cambios sin guardar. ¿Generar otro y descartarlos?')
          )
            return
          generation.submit(request)
        }}
      >
        <div className="form-grid">
          <Field label="Nivel" error={errors.nivel}>
            {(p) => (
              <ChoiceSelect
                {...p}
                name="nivel"
                placeholder="Elige un nivel"
                options={courseLevels}
                onChange={(e) => changeScope({ nivel: e.target.value })}
              />
            )}
          </Field>
          <Field label="Asignatura" error={errors.asignatura}>
            {(p) => (
              <>
                <input
                  {...p}
                  name="asignatura"
                  list="asignaturas"
                  required
                  maxLength={80}
                  autoComplete="off"
                  onChange={(e) => changeScope({ asignatura: e.target.value })}
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
        <fieldset className="type-picker" aria-describedby={errors.tipo ? 'tipo-error' : undefined}>
          <legend className="field-label">Tipo de documento</legend>
          {documentTypes.map((t) => (
            <label key={t} className="type-option">
              <input
                type="radio"
                name="tipo"
                value={t}
                required
                aria-labelledby={`tipo-${t}`}
                aria-describedby={`tipo-${t}-hint`}
              />
              <span>
                <strong id={`tipo-${t}`}>{documentTypeLabels[t]}</strong>
                <small id={`tipo-${t}-hint`}>{typeHints[t]}</small>
              </span>
            </label>
          ))}
          {errors.tipo && (
            <p id="tipo-error" className="field-error" role="alert">
              {errors.tipo}
            </p>
          )}
        </fieldset>
        <CurriculumOaPicker nivel={scope.nivel} asignatura={scope.asignatura} chosen={chosen} onChange={setChosen} />
        <Field
          label="Objetivos de aprendizaje"
          optional={chosen.length > 0}
          hint={
            chosen.length > 0
              ? 'Otros objetivos además de los OA elegidos, separados por comas.'
              : 'Elige OA del currículum o escríbelos separados por comas. Ej.: OA 3 comprender textos narrativos, OA 7 escribir un cuento breve'
          }
          error={errors.objetivos}
        >
          {(p) => <textarea {...p} name="objetivos" required={chosen.length === 0} rows={3} />}
        </Field>
        <Field
          label="Instrucciones"
          hint="Extensión, dificultad, contexto del curso o cualquier indicación para el documento."
          error={errors.instrucciones}
        >
          {(p) => <textarea {...p} name="instrucciones" required rows={4} maxLength={2000} />}
        </Field>
      </GeneratorForm>
      {documentoId !== undefined && (
        <>
          <h2 className="section-title">Vista previa y edición</h2>
          <DocumentEditor key={documentoId} id={documentoId} onUnsavedChange={setUnsaved} />
        </>
      )}
    </>
  )
}

export function AiGeneratorPage() {
  return (
    <>
      <PageHeader
        title="Generador de documentos con IA"
        description="Evaluaciones, rúbricas, trabajos prácticos, escalas de apreciación y textos de lectura alineados a las Bases Curriculares."
      />
      <AiGenerator />
    </>
  )
}

/** Home (/ and /dashboard): the account at a glance, then the AI generator. */
export function HomePage() {
  return (
    <>
      <AccountSummary />
      <h2 className="section-title">Generador de documentos con IA</h2>
      <AiGenerator />
    </>
  )
}
