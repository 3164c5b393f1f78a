import { profileUpdateMachine } from '@/machines/profile-update.machine'
import { apiError } from './api-error'

export const machine = profileUpdateMachine
export const profile = { nombre: 'Carolina Fuentes Rojas', email: 'carolina@demo.pizarra.cl' }
export const events = [
  { type: 'form.submit', profile },
  { type: 'xstate.done.actor.updateProfile', output: { message: 'Información actualizada' } },
  { type: 'xstate.error.actor.updateProfile', error: apiError('Ya existe una cuenta con ese correo.') },
] as never[]
