import type { z } from 'zod'
import type { GeneratedDocument } from '@/api/contract/documentos'
import { practiceTestQuantity } from '@/domain/catalog'
import type { GenerationRequest } from '@/machines/generation.machine'
import { Button, Card, Field, formValues, PageHeader } from '@/ui/form'
import { GenerationResult } from '@/ui/generation-result'
import { docxFileName, useFormCheck, useGeneration } from './-generation'

interface PracticeTestProps {
  kind: 'paes' | 'simce'
  title: string
  description: string
  subjects: readonly string[]
  levels: readonly string[]
  schema: z.ZodType<GenerationRequest>
  generate: (request: GenerationRequest) => Promise<GeneratedDocument>
}

/** The PAES and SIMCE generators: subject, level and 1–20 questions; the .docx downloads by itself. */
export function PracticeTestPage({ kind, title, description, subjects, levels, schema, generate }: PracticeTestProps) {
  const { status, generating, canSubmit, document, error, submit } = useGeneration(kind, generate)
  const { errors, check } = useFormCheck(schema)
  const { min, max } = practiceTestQuantity

  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="generator">
        <Card className="generator-form">
          <form
            className="stack"
            aria-label={title}
            onSubmit={(e) => {
              e.preventDefault()
              const v = formValues(e.currentTarget, ['asignatura', 'nivel', 'cantidad'] as const)
              // The quantity is optional (spec §5): empty lets the server use its default.
              const request = check({
                asignatura: v.asignatura,
                nivel: v.nivel,
                ...(v.cantidad === '' ? {} : { cantidad: Number(v.cantidad) }),
              })
              if (request) submit(request)
            }}
          >
            <div className="form-grid">
              <Field label="Asignatura" error={errors.asignatura}>
                {(p) => (
                  <select {...p} name="asignatura" required defaultValue="">
                    <option value="" disabled>
                      Elige una asignatura
                    </option>
                    {subjects.map((s) => (
                      <option key={s}>{s}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Nivel" error={errors.nivel}>
                {(p) => (
                  <select {...p} name="nivel" required defaultValue="">
                    <option value="" disabled>
                      Elige un nivel
                    </option>
                    {levels.map((l) => (
                      <option key={l}>{l}</option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <Field
              label="Cantidad de preguntas"
              optional
              hint={`De ${min} a ${max}. Si lo dejas en blanco, el ensayo trae 10 preguntas.`}
              error={errors.cantidad}
            >
              {(p) => (
                <input
                  {...p}
                  name="cantidad"
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  step={1}
                  placeholder="10"
                />
              )}
            </Field>
            <Button type="submit" disabled={!canSubmit} busy={generating}>
              {generating ? 'Generando...' : 'Generar ensayo'}
            </Button>
          </form>
        </Card>
        <GenerationResult
          status={status}
          document={document}
          error={error}
          fileName={docxFileName(document?.title ?? '')}
          downloadsByItself
          idleHint="El ensayo trae preguntas de alternativas (A–D), instrucciones y la pauta de respuestas en una hoja aparte."
        />
      </div>
    </>
  )
}
