import { messages } from '@/domain/messages'
import { createFormSubmissionMachine, type FormSubmissionContext } from '@/machines/form-submission.machine'
import { apiError } from './api-error'

export const input = { fallback: messages.fallback.createCourse }

/** A course as the /cursos form checks it, and what the server answers. */
export const curso = { nombre: '4° Básico A', nivel: '4° Básico' }
export const created = { id: 7, ...curso, total_alumnos: 0 }

/** The machine as the /cursos form binds it: a course in, the created course back. */
export const formSubmissionMachine = createFormSubmissionMachine<typeof curso, typeof created>()
export type CourseSubmissionContext = FormSubmissionContext<typeof curso, typeof created>
export const machine = formSubmissionMachine
export const fieldErrors = { nombre: 'El nombre del curso es obligatorio.' }
export const serverDetail = 'Ya existe un curso con ese nombre en tu colegio.'

/** Every event the form-submission machine can meet, with the payloads its `submit` actor may produce. */
export const events = [
  { type: 'form.submit', check: { ok: true, values: curso } },
  { type: 'form.submit', check: { ok: false, fieldErrors } },
  { type: 'field.change', name: 'nombre' },
  { type: 'xstate.done.actor.submit', output: created },
  { type: 'xstate.error.actor.submit', error: apiError(serverDetail) },
  // What the API client throws when the server gave no detail (network failure, a 500 without body).
  { type: 'xstate.error.actor.submit', error: apiError('') },
] as never[]
