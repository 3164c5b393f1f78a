import { createStudentDetailMachine } from '@/machines/student-detail.machine'

/** The student as the page shows it, in the shape the API answers. */
export interface StudentRecord {
  id: number
  nombre: string
  rut: string
  fecha_nacimiento: string | null
  direccion: string | null
  telefono: string | null
  apoderado: string | null
  email_apoderado: string | null
  curso_id: number
  curso: { id: number; nombre: string }
}
/** The edit form's values once the contract accepted them. */
export type StudentChanges = Omit<StudentRecord, 'id' | 'curso'>

export const studentDetailMachine = createStudentDetailMachine<StudentRecord, StudentChanges>()
export const machine = studentDetailMachine

export const alumno: StudentRecord = {
  id: 7,
  nombre: 'Sofía Pérez Rojas',
  rut: '12.345.678-5',
  fecha_nacimiento: '2016-03-15',
  direccion: 'Av. Irarrázaval 1234, Ñuñoa',
  telefono: '+56 9 8765 4321',
  apoderado: 'Carolina Rojas',
  email_apoderado: 'carolina.rojas@ejemplo.cl',
  curso_id: 3,
  curso: { id: 3, nombre: '4° Básico A' },
}
export const input = { alumno }

/** What the edit form sends once the contract accepted it (RUT normalised). */
export const changes: StudentChanges = {
  nombre: 'Sofía Pérez Rojas',
  rut: '12345678-5',
  curso_id: 4,
  fecha_nacimiento: '2016-03-15',
  direccion: 'Los Aromos 55, Ñuñoa',
  telefono: null,
  apoderado: 'Carolina Rojas',
  email_apoderado: 'carolina.rojas@ejemplo.cl',
}
/** What the server answers to that save. */
export const saved: StudentRecord = {
  ...alumno,
  direccion: 'Los Aromos 55, Ñuñoa',
  telefono: null,
  curso_id: 4,
  curso: { id: 4, nombre: '4° Básico B' },
}

export const serverDetail = 'Ya existe un alumno con el RUT 12.345.678-5 en tu colegio.'

/** An API failure whose message survives JSON.stringify, so the graph keeps the failures apart. */
const failure = (message: string) =>
  Object.defineProperty(new Error(message), 'message', { value: message, enumerable: true })

/** Every event the student-detail machine can meet, with the payloads its `saveStudent` actor may produce. */
export const events = [
  { type: 'edit.start' },
  { type: 'edit.cancel' },
  { type: 'form.submit', changes },
  { type: 'xstate.done.actor.saveStudent', output: saved },
  { type: 'xstate.error.actor.saveStudent', error: failure(serverDetail) },
  // What the API client throws when the server gave no detail (network failure, a 500 without body).
  { type: 'xstate.error.actor.saveStudent', error: failure('') },
] as never[]
