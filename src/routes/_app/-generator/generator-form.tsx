import type { ReactNode } from 'react'
import { Card } from '@/ui/form'
import { GenerationResult } from '@/ui/generation-result'
import { SubmitButton } from '@/ui/submit-button'
import { docxFileName, type useGeneration } from './generation'

interface GeneratorFormProps {
  /** The screen's generation, from useGeneration. */
  generation: Omit<ReturnType<typeof useGeneration>, 'submit'>
  /** The form's accessible name. */
  label: string
  submitLabel: string
  /** Reads, checks and submits the form's values. */
  onSubmit: (form: HTMLFormElement) => void
  /** What the result panel says before the first generation. */
  idleHint: string
  downloadsByItself?: boolean
  /** The form's fields. */
  children: ReactNode
  /** Called when the teacher first touches the form (focus or press): loads what submitting needs. */
  onInteract?: () => void
}

/** A generator screen's body: the form with its Generar button, and the result panel beside it. */
export function GeneratorForm({
  generation,
  label,
  submitLabel,
  onSubmit,
  idleHint,
  downloadsByItself,
  children,
  onInteract,
}: GeneratorFormProps) {
  const { status, generating, canSubmit, document, error } = generation
  return (
    <div className="generator">
      <Card className="generator-form">
        <form
          className="stack"
          aria-label={label}
          onFocus={onInteract}
          onPointerDown={onInteract}
          onSubmit={(e) => {
            e.preventDefault()
            // Enter in a field while generating: dropped here, before a check that may finish after the
            // generation does (the AI generator loads its schema on demand).
            if (canSubmit) onSubmit(e.currentTarget)
          }}
        >
          {children}
          <SubmitButton disabled={!canSubmit} busy={generating} busyLabel="Generando...">
            {submitLabel}
          </SubmitButton>
        </form>
      </Card>
      <GenerationResult
        status={status}
        document={document}
        error={error}
        fileName={docxFileName(document?.title ?? '')}
        downloadsByItself={downloadsByItself}
        idleHint={idleHint}
      />
    </div>
  )
}
