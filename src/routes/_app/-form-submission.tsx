import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { FormCheck } from '@/domain/form-check'
import { createFormSubmissionMachine } from '@/machines/form-submission.machine'
import { showError } from '@/ui/error-dialog'

interface FormSubmissionOptions<V, O> {
  /** The screen's message for a failure the server did not explain. */
  fallback: string
  /**
   * Reads and checks the submitted form; the checked values go to `submit`. It may answer later (a check whose
   * schema loads on demand): it must then read the form's values before it waits.
   */
  check?: (form: HTMLFormElement) => FormCheck<V> | Promise<FormCheck<V>>
  /** The I/O: sends the checked values. */
  submit: (values: V) => Promise<O>
  announceSuccess?: (output: O) => void
  /** Clears the form after an accepted submission; gets the form that was submitted. */
  resetForm?: (form: HTMLFormElement) => void
  /** Reloads what the page shows after an accepted submission. */
  refresh?: () => unknown
}

/**
 * Binds the form-submission machine to a screen: the route's I/O and UI effects in, and out what the
 * view needs — whether it is sending, whether a submit is accepted now, the field errors, the last
 * answer or failure — with `onSubmit` for the <form> and `submit` for a button without one.
 */
export function useFormSubmission<V, O>(options: FormSubmissionOptions<V, O>) {
  // The machine is created once; its effects call the options of the latest render.
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })
  const form = useRef<HTMLFormElement | null>(null)
  // One machine per screen, typed by its values and answer, with its implementations made once (`provide`
  // builds a whole new machine; its effects read the latest options through the ref).
  const [machine] = useState(() =>
    createFormSubmissionMachine<V, O>().provide({
      actors: { submit: fromPromise(({ input }) => latest.current.submit(input.values)) },
      actions: {
        announceSuccess: (_, { output }) => latest.current.announceSuccess?.(output),
        resetForm: () => {
          if (form.current) latest.current.resetForm?.(form.current)
        },
        refresh: () => void latest.current.refresh?.(),
        showError: (_, { message }) => showError(message),
      },
    }),
  )
  const actor = useActorRef(machine, { input: { fallback: options.fallback } })
  const submitting = useSelector(actor, (s) => s.matches('submitting'))
  // A submit is taken in `idle` (a refused check stays there with its field errors).
  const canSubmit = useSelector(actor, (s) => s.matches('idle'))
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors)
  const output = useSelector(actor, (s) => s.context.output)
  const failure = useSelector(actor, (s) => s.context.failure)

  const submit = (check: FormCheck<V>) => actor.send({ type: 'form.submit', check })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const { check } = latest.current
    if (!check) throw new Error('useFormSubmission: onSubmit necesita la opción check.')
    form.current = event.currentTarget
    const checked = check(event.currentTarget)
    if (checked instanceof Promise) void checked.then(submit)
    else submit(checked)
  }
  const changeField = (name: string) => actor.send({ type: 'field.change', name })
  return { submitting, canSubmit, fieldErrors, output, failure, submit, onSubmit, changeField }
}
