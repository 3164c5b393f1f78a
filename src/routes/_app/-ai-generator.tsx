import { lazy, Suspense, useState } from 'react'
import { ApiError } from '@/api/client'
import type { AiDocumentInput, NoOaResponse } from '@/api/contract/documentos'
import { generateAiDocument } from '@/api/documentos'
import {
  courseLevels,
  curriculumSubjects,
  type DocumentType,
  documentTypeLabels,
  documentTypes,
} from '@/domain/catalog'
import { AfterFirstPaint } from '@/ui/after-first-paint'
import { ChoiceSelect } from '@/ui/choice-select'
import { Field, formValues, PageHeader } from '@/ui/form'
import { type Oa, oaObjective } from '@/ui/oa-picker'
import { useGeneration, useLazyFormCheck } from './-generation'
import { GeneratorForm } from './-generator-form'
import { GeneratorOptions, readOptions } from './-generator-options'
import { AccountSummary } from './-home'
import { CurriculumOaPicker } from './-oa-picker'
import { UnderstoodObjectives, useObjectiveUnderstanding } from './-objective-understanding'

/**
 * What a generation needs only once the teacher acts: the request's schema (checked on submit) and the
 * editor (shown with the generated document), each loaded when the form is first touched or a generation
 * starts, so the page's first paint evaluates neither.
 */
const loadRequestSchema = () => import('@/api/contract/documentos').then((m) => m.aiDocumentRequest)
const loadEditor = () => import('./-document-editor')
const DocumentEditor = lazy(() => loadEditor().then((m) => ({ default: m.DocumentEditor })))
const prepareGeneration = () => {
  void loadRequestSchema()
  void loadEditor()
}

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
/** A generator opened from a link with its level, subject and OA already chosen (Cobertura curricular). */
export interface GeneratorPreset {
  nivel: string
  asignatura: string
  oa: Oa[]
}

export function AiGenerator({ preset }: { preset?: GeneratorPreset }) {
  // A 422 for an objective no OA of the level covers carries the closest OA: offered under the form.
  const [noOa, setNoOa] = useState<NoOaResponse | null>(null)
  const generation = useGeneration('ia', async (request: AiDocumentInput) => {
    setNoOa(null)
    try {
      return await generateAiDocument(request)
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as NoOaResponse | undefined) : undefined
      if (data?.sugerencias?.length) setNoOa(data)
      throw error
    }
  })
  const { errors, check } = useLazyFormCheck(loadRequestSchema)
  const [scope, setScope] = useState({ nivel: preset?.nivel ?? '', asignatura: preset?.asignatura ?? '' })
  const [chosen, setChosen] = useState<Oa[]>(preset?.oa ?? [])
  const [tipo, setTipo] = useState<DocumentType | ''>('')
  const [objetivosText, setObjetivosText] = useState('')
  const [lastRequest, setLastRequest] = useState<AiDocumentInput | null>(null)
  const [unsaved, setUnsaved] = useState(false)
  const understanding = useObjectiveUnderstanding()
  const understand = (next: { nivel: string; asignatura: string; text: string }) =>
    understanding.typed({ nivel: next.nivel, asignatura: next.asignatura, textos: splitObjectives(next.text) })
  // The OA belong to one level and subject: another choice starts the list again.
  const changeScope = (change: Partial<typeof scope>) => {
    const next = { ...scope, ...change }
    setScope(next)
    setChosen((c) => (c.length > 0 ? [] : c))
    understand({ ...next, text: objetivosText })
  }
  const changeObjectives = (text: string) => {
    setObjetivosText(text)
    understand({ ...scope, text })
  }
  /** The typed objectives as sent: each one the teacher changed to another OA goes as that OA. */
  const typedObjectives = () =>
    splitObjectives(objetivosText).map((texto, i) => {
      const u = understanding.understood[i]
      return u?.texto === texto && u.elegido && u.elegido.codigo !== u.objetivo?.codigo
        ? `${u.elegido.codigo}: ${u.elegido.descripcion}`
        : texto
    })
  const send = (request: AiDocumentInput) => {
    if (unsaved && !window.confirm('El documento de abajo tiene cambios sin guardar. ¿Generar otro y descartarlos?'))
      return
    setLastRequest(request)
    generation.submit(request)
  }
  const documentoId = generation.status === 'done' ? generation.document?.documento_id : undefined
  const avisos = generation.status === 'done' ? (generation.document?.avisos ?? []) : []
  const scopeLabel = `${scope.asignatura.trim() || 'la asignatura'} de ${scope.nivel || 'este nivel'}`

  return (
    <>
      <GeneratorForm
        generation={generation}
        label="Generador de documentos con IA"
        submitLabel="Generar documento"
        idleHint="Completa el formulario y genera un documento Word editable, listo para tu curso."
        onInteract={prepareGeneration}
        onSubmit={(form) => {
          const v = formValues(form, ['nivel', 'asignatura', 'tipo', 'instrucciones'] as const)
          void check({
            ...v,
            ...readOptions(form),
            objetivos: [...chosen.map(oaObjective), ...typedObjectives()],
          }).then((request) => {
            if (request) send(request as AiDocumentInput)
          })
        }}
      >
        <div className="form-grid">
          <Field label="Nivel" error={errors.nivel}>
            {(p) => (
              <ChoiceSelect
                {...p}
                name="nivel"
                initial={preset?.nivel}
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
                  defaultValue={preset?.asignatura}
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
                onChange={() => setTipo(t)}
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
          {(p) => (
            <textarea
              {...p}
              name="objetivos"
              required={chosen.length === 0}
              rows={3}
              value={objetivosText}
              onChange={(e) => changeObjectives(e.target.value)}
            />
          )}
        </Field>
        <UnderstoodObjectives
          understood={understanding.understood}
          waiting={understanding.waiting}
          scope={scopeLabel}
          onChoose={understanding.choose}
        />
        <Field
          label="Instrucciones"
          hint="Extensión, dificultad, contexto del curso o cualquier indicación para el documento."
          error={errors.instrucciones}
        >
          {(p) => <textarea {...p} name="instrucciones" required rows={4} maxLength={2000} />}
        </Field>
        <GeneratorOptions tipo={tipo} errors={errors} />
      </GeneratorForm>
      {noOa && generation.status === 'failed' && (
        <section className="card no-oa" aria-label="OA sugeridos">
          <p>{noOa.detail}</p>
          <ul className="no-oa-list">
            {noOa.sugerencias!.map((s) => (
              <li key={s.codigo}>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => {
                    // The suggestion takes the place of the objective that matched no OA.
                    setChosen((c) =>
                      c.some((oa) => oa.codigo === s.codigo)
                        ? c
                        : [...c, { codigo: s.codigo, descripcion: s.descripcion, numero: 0, eje: '' }],
                    )
                    changeObjectives(
                      splitObjectives(objetivosText)
                        .filter((o) => o !== noOa.objetivo)
                        .join(', '),
                    )
                    setNoOa(null)
                  }}
                >
                  Usar {s.codigo}
                </button>{' '}
                {s.descripcion}
              </li>
            ))}
          </ul>
        </section>
      )}
      {generation.status === 'done' && lastRequest && (
        <section className="card generation-followup" aria-label="Avisos del documento">
          {avisos.length > 0 && (
            <>
              <h3 className="card-title">Avisos</h3>
              <ul className="avisos">
                {avisos.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </>
          )}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => send({ ...lastRequest, semilla: Math.floor(Math.random() * 2_147_483_647) })}
          >
            Generar otra versión
          </button>
        </section>
      )}
      {documentoId !== undefined && (
        <>
          <h2 className="section-title">Vista previa y edición</h2>
          <Suspense fallback={<p className="muted">Cargando el editor…</p>}>
            <DocumentEditor key={documentoId} id={documentoId} onUnsavedChange={setUnsaved} />
          </Suspense>
        </>
      )}
    </>
  )
}

export function AiGeneratorPage({ preset }: { preset?: GeneratorPreset }) {
  return (
    <>
      <PageHeader
        title="Generador de documentos con IA"
        description="Evaluaciones, rúbricas, trabajos prácticos, escalas de apreciación y textos de lectura alineados a las Bases Curriculares."
      />
      <AfterFirstPaint>
        <AiGenerator preset={preset} />
      </AfterFirstPaint>
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
