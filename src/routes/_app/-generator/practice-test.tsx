import type { z } from 'zod'
import type { GeneratedDocument } from '@/api/contract/documentos'
import { practiceTestQuantity } from '@/domain/catalog'
import { ChoiceSelect } from '@/ui/choice-select'
import { Field, formValues, PageHeader } from '@/ui/form'
import { useFormCheck, useGeneration } from './generation'
import { GeneratorForm } from './generator-form'

interface PracticeTestProps<R> {
  kind: 'paes' | 'simce'
  title: string
  description: string
  subjects: readonly string[]
  levels: readonly string[]
  /** The contract's schema of the request: the form is checked with it. */
  schema: z.ZodType<R>
  generate: (request: R) => Promise<GeneratedDocument>
}

/** The PAES and SIMCE generators: subject, level and 1–20 questions; the .docx downloads by itself. */
export function PracticeTestPage<R>({
  kind,
  title,
  description,
  subjects,
  levels,
  schema,
  generate,
}: PracticeTestProps<R>) {
  const generation = useGeneration(kind, generate)
  const { errors, check } = useFormCheck(schema)
  const { min, max } = practiceTestQuantity

  return (
    <>
      <PageHeader title={title} description={description} />
      <GeneratorForm
        generation={generation}
        label={title}
        submitLabel="Generar ensayo"
        downloadsByItself
        idleHint="El ensayo trae preguntas de alternativas (A–D), instrucciones y la pauta de respuestas en una hoja aparte."
        onSubmit={(form) => {
          const v = formValues(form, ['asignatura', 'nivel', 'cantidad'] as const)
          // The quantity is optional: empty lets the server use its default.
          const request = check({
            asignatura: v.asignatura,
            nivel: v.nivel,
            ...(v.cantidad === '' ? {} : { cantidad: Number(v.cantidad) }),
          })
          if (request) generation.submit(request)
        }}
      >
        <div className="form-grid">
          <Field label="Asignatura" error={errors.asignatura}>
            {(p) => <ChoiceSelect {...p} name="asignatura" placeholder="Elige una asignatura" options={subjects} />}
          </Field>
          <Field label="Nivel" error={errors.nivel}>
            {(p) => <ChoiceSelect {...p} name="nivel" placeholder="Elige un nivel" options={levels} />}
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
      </GeneratorForm>
    </>
  )
}
