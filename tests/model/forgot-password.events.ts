import { forgotPasswordMachine } from '@/machines/forgot-password.machine'
import { apiError } from './api-error'

export const machine = forgotPasswordMachine
export const answer = 'Si el correo está registrado en Pizarra, te enviamos un enlace para restablecer tu contraseña.'
export const events = [
  { type: 'form.submit', email: 'utp@demo.pizarra.cl' },
  { type: 'form.again' },
  { type: 'xstate.done.actor.requestReset', output: { message: answer } },
  { type: 'xstate.error.actor.requestReset', error: apiError('') },
] as never[]
