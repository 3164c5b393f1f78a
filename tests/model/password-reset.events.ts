import { passwordResetMachine } from '@/machines/password-reset.machine'
import { apiError } from './api-error'

export const machine = passwordResetMachine
export const input = { token: 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCDE' }
export const matching = { new_password: 'recuperada-2026', confirm: 'recuperada-2026' }
export const differing = { new_password: 'recuperada-2026', confirm: 'recuperada-2027' }
export const events = [
  { type: 'form.submit', form: matching },
  { type: 'form.submit', form: differing },
  { type: 'xstate.done.actor.resetPassword', output: { message: 'Contraseña actualizada' } },
  { type: 'xstate.error.actor.resetPassword', error: apiError('Token inválido o expirado.') },
  { type: 'xstate.error.actor.resetPassword', error: apiError('') },
] as never[]
