import {
  objectiveUnderstandingMachine,
  type Typed,
  type Understanding,
} from '@/machines/objective-understanding.machine'
import { apiError } from './api-error'

export const machine = objectiveUnderstandingMachine

export const typed: Typed = { nivel: '7° Básico', asignatura: 'Matemática', texto: 'porcentajes' }
export const blank: Typed = { nivel: '7° Básico', asignatura: 'Matemática', texto: ' , ' }
export const porcentaje = { codigo: 'MA07 OA 04', descripcion: 'Comprender el porcentaje.' }
export const muestreo = {
  codigo: 'MA07 OA 15',
  descripcion: 'Estimar mediante muestreo el porcentaje de una población.',
}
export const understood: Omit<Understanding, 'elegido'>[] = [
  {
    texto: 'porcentajes',
    en_catalogo: true,
    objetivo: porcentaje,
    coincidencias: [porcentaje, muestreo],
    otro_nivel: null,
  },
]

/** Every event the machine can meet: typing (ready or blank), the pause, the resolver's answer, a choice. */
export const events = [
  { type: 'objectives.typed', typed },
  { type: 'objectives.typed', typed: blank },
  { type: 'xstate.after.typing.objectiveUnderstanding.waiting' },
  { type: 'xstate.done.actor.resolveObjectives', output: understood },
  { type: 'xstate.error.actor.resolveObjectives', error: apiError('No se pudo buscar el objetivo.') },
  { type: 'suggestion.choose', index: 0, codigo: 'MA07 OA 15' },
] as never[]
