import { registerMachine } from '@/machines/register.machine'

export const machine = registerMachine
export const registration = {
  nombre: 'Pedro Araya',
  email: 'pedro@prueba.cl',
  password: 'profe-2026',
  codigo_colegio: 'DEMO2026',
  rol: 'utp',
}
export const events = [
  { type: 'form.submit', registration },
  { type: 'xstate.done.actor.register', output: { message: 'Usuario registrado correctamente' } },
  { type: 'xstate.error.actor.register', error: new Error('Ya existe una cuenta con ese correo.') },
] as never[]
