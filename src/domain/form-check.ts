import type { z } from 'zod'

/** The first Spanish message of each field a form's check refused, by field name. */
export type FieldErrors = Partial<Record<string, string>>

/** A form's values after the client-side check: the values to send, or why each field was refused. */
export type FormCheck<V> = { ok: true; values: V } | { ok: false; fieldErrors: FieldErrors }

/** Values that need no check (a button that only downloads), as a passed check. */
export const passed = <V>(values: V): FormCheck<V> => ({ ok: true, values })

/** Refused values: the message of each field. */
export const refused = (fieldErrors: FieldErrors): FormCheck<never> => ({ ok: false, fieldErrors })

/** Checks a form's values with a contract schema: the parsed values, or the first message of each field. */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): FormCheck<z.output<S>> {
  const result = schema.safeParse(values)
  if (result.success) return passed(result.data)
  const fieldErrors: FieldErrors = {}
  for (const issue of result.error.issues) fieldErrors[String(issue.path[0] ?? '')] ??= issue.message
  return refused(fieldErrors)
}
