import { passwordChangeMachine } from '@/machines/password-change.machine'
import { apiError } from './api-error'

export const machine = passwordChangeMachine
export const matching = { old_password: 'pizarra2026', new_password: 'nueva-clave-2026', confirm: 'nueva-clave-2026' }
export const differing = { old_password: 'pizarra2026', new_password: 'nueva-clave-2026', confirm: 'nueva-clave-2027' }
export const events = [
  { type: 'form.submit', form: matching },
  { type: 'form.submit', form: differing },
  { type: 'xstate.done.actor.changePassword', output: { message: 'Contraseña actualizada' } },
  { type: 'xstate.error.actor.changePassword', error: apiError('La contraseña actual no es correcta.') },
] as never[]
