import { loginMachine } from '@/machines/login.machine'

export const machine = loginMachine
export const credentials = { username: 'utp@demo.pizarra.cl', password: 'pizarra2026' }
/** Every event the login machine can meet, with representative payloads. */
export const events = [
  { type: 'form.submit', credentials },
  { type: 'code.change', codigo: 'DEM' },
  { type: 'code.change', codigo: 'DEMO2026' },
  { type: 'xstate.done.actor.logIn', output: { access_token: 'token-1' } },
  { type: 'xstate.error.actor.logIn', error: new Error('Correo o contraseña incorrectos.') },
  { type: 'xstate.after.lookupPause.login.school.waiting' },
  { type: 'xstate.done.actor.lookUpSchool', output: { nombre: 'Escuela Demostración Pizarra' } },
  { type: 'xstate.error.actor.lookUpSchool', error: new Error('No existe un colegio con ese código.') },
] as never[]
