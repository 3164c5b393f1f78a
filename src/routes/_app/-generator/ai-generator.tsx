import { lazy, Suspense, useState } from 'react'
import { ApiError } from '@/api/client'
import type { AiDocumentInput, NoOaResponse } from '@/api/contract/documentos'
import { generateAiDocument } from '@/api/documentos'
import type { DocumentType } from '@/domain/catalog'
import { AfterFirstPaint } from '@/ui/after-first-paint'
import { Field, formValues, PageHeader } from '@/ui/form'
import { type Oa, oaObjective } from '@/ui/oa-picker'
import { DocumentTypePicker } from './document-type-picker'
import { useGeneration, useLazyFormCheck } from './generation'
import { GenerationFollowup, NoOaSuggestions } from './generation-notes'
import { ObjectivesField, ScopeFields } from './generator-fields'
import { GeneratorForm } from './generator-form'
import { GeneratorOptions, readOptions } from './generator-options'
import { CurriculumOaPicker } from './oa-picker'
import { UnderstoodObjectives, useObjectiveUnderstanding } from './objective-understanding'

/**
 * What a generation needs only once the teacher acts: the request's schema (checked on submit) and the
 * editor (shown with the generated document), each loaded when the form is first touched or a generation
 * starts, so the page's first paint evaluates neither.
 */
const loadRequestSchema = () => import('@/api/contract/documentos').then((m) => m.aiDocumentRequest)
const loadEditor = () => import('../-documents/document-editor')
const DocumentEditor = lazy(() => loadEditor().then((m) => ({ default: m.DocumentEditor })))
const prepareGeneration = () => {
  void loadRequestSchema()
  void loadEditor()
}

/** Objectives are written separated by commas and sent as a trimmed list. */
export const splitObjectives = (text: string) =>
  text
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)

/** A generator opened from a link with its level, subject and OA already chosen (Cobertura curricular). */
export interface GeneratorPreset {
  nivel: string
  asignatura: string
  oa: Oa[]
}

/**
 * The AI document generator: level, subject, one of the five types, objectives (OA picked from the
 * curriculum and/or written) and instructions; the generated document opens below in the editor.
 */
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
    understanding.typed({ nivel: next.nivel, asignatura: next.asignatura, texto: next.text })
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
  /**
   * The typed objectives as sent: as the server understood the line (a line one OA covers goes whole, a list
   * goes as its objectives), each one the teacher changed to another OA as that OA; the line split on its
   * commas while nothing is understood yet (the server puts a fragment back with its neighbour).
   */
  const typedObjectives = () =>
    understanding.understoodText === objetivosText && understanding.understood.length > 0
      ? understanding.understood.map((u) =>
          u.elegido && u.elegido.codigo !== u.objetivo?.codigo
            ? `${u.elegido.codigo}: ${u.elegido.descripcion}`
            : u.texto,
        )
      : splitObjectives(objetivosText)
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
        <ScopeFields errors={errors} initial={preset} onChange={changeScope} />
        <DocumentTypePicker error={errors.tipo} onChange={setTipo} />
        <CurriculumOaPicker nivel={scope.nivel} asignatura={scope.asignatura} chosen={chosen} onChange={setChosen} />
        <ObjectivesField
          error={errors.objetivos}
          withOa={chosen.length > 0}
          value={objetivosText}
          onChange={changeObjectives}
        />
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
      {/* The server's refusal, when the objectives understood above do not already say it (said once). */}
      {noOa &&
        generation.status === 'refused' &&
        !understanding.understood.some((u) => u.en_catalogo && !u.elegido && u.texto === noOa.objetivo) && (
          <NoOaSuggestions
            noOa={noOa}
            onUse={(s) => {
              // The suggestion takes the place of the objective that matched no OA.
              setChosen((c) =>
                c.some((oa) => oa.codigo === s.codigo)
                  ? c
                  : [...c, { codigo: s.codigo, descripcion: s.descripcion, numero: 0, eje: '' }],
              )
              changeObjectives(splitObjectives(objetivosText.replace(noOa.objetivo ?? '', '')).join(', '))
              setNoOa(null)
            }}
          />
        )}
      {generation.status === 'done' && lastRequest && (
        <GenerationFollowup
          avisos={avisos}
          onAnotherVersion={() => send({ ...lastRequest, semilla: Math.floor(Math.random() * 2_147_483_647) })}
        />
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
