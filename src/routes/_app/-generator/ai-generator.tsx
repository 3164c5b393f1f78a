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

/**
 * The AI document generator: level, subject, one of the five types, objectives (OA picked from the
 * curriculum and/or written) and instructions; the generated document opens below in the editor.
 */
export function AiGenerator() {
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
  const [scope, setScope] = useState({ nivel: '', asignatura: '' })
  const [chosen, setChosen] = useState<Oa[]>([])
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
        <ScopeFields errors={errors} onChange={changeScope} />
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
      {noOa && generation.status === 'failed' && (
        <NoOaSuggestions
          noOa={noOa}
          onUse={(s) => {
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

export function AiGeneratorPage() {
  return (
    <>
      <PageHeader
        title="Generador de documentos con IA"
        description="Evaluaciones, rúbricas, trabajos prácticos, escalas de apreciación y textos de lectura alineados a las Bases Curriculares."
      />
      <AfterFirstPaint>
        <AiGenerator />
      </AfterFirstPaint>
    </>
  )
}
