import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import type { z } from 'zod'
import type { GeneratedDocument } from '@/api/contract/documentos'
import { download } from '@/api/download'
import { checkForm, type FieldErrors, type FormCheck } from '@/domain/form-check'
import { messages } from '@/domain/messages'
import { createGenerationMachine, type GenerationKind } from '@/machines/generation.machine'
import { closeError, showError } from '@/ui/error-dialog'
import type { GenerationStatus } from '@/ui/generation-result'
import { toast } from '@/ui/toast'
import { useRefreshAccount } from '../../_app'

/** The name a downloaded document gets: its title, without characters file systems refuse, as .docx. */
export function docxFileName(title: string) {
  const base = title
    .replace(/\.docx$/i, '')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
  return `${base || 'documento'}.docx`
}

/** The states of the generation machine besides `idle`, as the result panel names them. */
const outcomes = ['generating', 'done', 'quotaExceeded', 'failed'] as const satisfies readonly GenerationStatus[]

/**
 * Binds the shared generation machine to a screen: the toast, the download, the error dialog (with the
 * purchase link when the month's evaluations ran out) and the sidebar's remaining evaluations.
 */
export function useGeneration<R>(kind: GenerationKind, generate: (request: R) => Promise<GeneratedDocument>) {
  const navigate = useNavigate()
  const refreshAccount = useRefreshAccount()
  // One machine per screen, typed by its form's request.
  const [machine] = useState(() => createGenerationMachine<R>())
  const actor = useActorRef(
    machine.provide({
      actors: { generate: fromPromise(({ input }) => generate(input.request)) },
      actions: {
        announceDone: () => toast.success(messages.success.documentGenerated),
        startDownload: (_, { gcs_url, title }) => download(gcs_url, docxFileName(title)),
        refreshQuota: () => void refreshAccount(),
        showError: (_, { message }) => showError(message),
        offerPurchase: (_, { message }) =>
          showError(
            message,
            // The dialog lives outside the router, so this is a plain link that navigates in the app.
            <a
              href="/evaluaciones-status"
              className="btn btn-secondary dialog-link"
              onClick={(e) => {
                e.preventDefault()
                closeError()
                void navigate({ to: '/evaluaciones-status' })
              }}
            >
              {messages.quota.buyLink}
            </a>,
          ),
      },
    }),
    { input: { kind } },
  )
  const status = useSelector(actor, (s): GenerationStatus => outcomes.find((o) => s.matches(o)) ?? 'idle')
  const document = useSelector(actor, (s) => s.context.document)
  const error = useSelector(actor, (s) => s.context.error)
  const submit = (request: R) => actor.send({ type: 'form.submit', request })
  // Every state but `generating` takes a submit: the user can always try again.
  const generating = status === 'generating'
  return { status, generating, canSubmit: !generating, document, error, submit }
}

/**
 * Validates a form's values with the contract's schema: the valid request, or the first Spanish
 * message of each field.
 */
export function useFormCheck<S extends z.ZodType>(schema: S) {
  const { errors, settle } = useFieldErrors()
  const check = (values: unknown): z.output<S> | null => settle(checkForm(schema, values))
  return { errors, check }
}

/**
 * `useFormCheck` with a schema loaded when first needed: the contract's schemas (zod) cost a phone's main
 * thread about 100 ms to build, which a generator page would otherwise pay on its first paint. `load` is
 * called again on submit (a cached import) and may be called earlier to have the schema ready.
 */
export function useLazyFormCheck<S extends z.ZodType>(load: () => Promise<S>) {
  const { errors, settle } = useFieldErrors()
  const check = async (values: unknown): Promise<z.output<S> | null> => settle(checkForm(await load(), values))
  return { errors, check }
}

/** The field errors of the last check, and the values it let through. */
function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({})
  const settle = <V,>(result: FormCheck<V>): V | null => {
    setErrors(result.ok ? {} : result.fieldErrors)
    return result.ok ? result.values : null
  }
  return { errors, settle }
}
