import { useState } from 'react'
import { formatRut, isValidRut, rutMessage } from '@/domain/rut'
import { Field } from './form'

/** The names of the student form's inputs, as the contract names the fields. */
export const studentFieldNames = [
  'nombre',
  'rut',
  'curso_id',
  'fecha_nacimiento',
  'direccion',
  'telefono',
  'apoderado',
  'email_apoderado',
] as const

export interface StudentDefaults {
  nombre: string
  rut: string
  curso_id: number
  fecha_nacimiento: string | null
  direccion: string | null
  telefono: string | null
  apoderado: string | null
  email_apoderado: string | null
}

interface StudentFieldsProps {
  cursos: readonly { id: number; nombre: string }[]
  defaults?: StudentDefaults | null
  errors: Partial<Record<string, string>>
  /** The latest day a birth date may have (today in Chile). */
  maxDate: string
}

/** A RUT is judged once it could be complete: 7 digits and the check digit. */
const rutLooksComplete = (value: string) => value.replace(/[^0-9kK]/g, '').length >= 8

/**
 * The student's fields: nombre, RUT and curso required; birth date, address, phone, guardian and
 * the guardian's e-mail optional. The RUT is checked as it is typed and shown as 12.345.678-5.
 */
export function StudentFields({ cursos, defaults, errors, maxDate }: StudentFieldsProps) {
  const [rut, setRut] = useState(defaults?.rut ?? '')
  const valid = isValidRut(rut)
  const liveError = rut && rutLooksComplete(rut) && !valid ? rutMessage : null
  return (
    <div className="student-fields">
      <Field label="Nombre completo" error={errors.nombre}>
        {(p) => (
          <input {...p} name="nombre" required maxLength={120} autoComplete="off" defaultValue={defaults?.nombre} />
        )}
      </Field>
      <Field
        label="RUT"
        error={errors.rut ?? liveError}
        hint={
          valid ? (
            <span className="ok-text">RUT válido: {formatRut(rut)}</span>
          ) : (
            'Con dígito verificador, por ejemplo 12.345.678-5.'
          )
        }
      >
        {(p) => (
          <input
            {...p}
            name="rut"
            required
            inputMode="text"
            autoComplete="off"
            maxLength={14}
            value={rut}
            onChange={(e) => setRut(e.currentTarget.value)}
            onBlur={() => {
              if (isValidRut(rut)) setRut(formatRut(rut))
            }}
          />
        )}
      </Field>
      <Field label="Curso" error={errors.curso_id}>
        {(p) => (
          <select {...p} name="curso_id" required defaultValue={defaults?.curso_id ?? ''}>
            <option value="" disabled>
              Elige un curso
            </option>
            {cursos.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nombre}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Fecha de nacimiento" optional error={errors.fecha_nacimiento}>
        {(p) => (
          <input
            {...p}
            name="fecha_nacimiento"
            type="date"
            min="1900-01-01"
            max={maxDate}
            defaultValue={defaults?.fecha_nacimiento ?? ''}
          />
        )}
      </Field>
      <Field label="Dirección" optional error={errors.direccion}>
        {(p) => (
          <input {...p} name="direccion" maxLength={200} autoComplete="off" defaultValue={defaults?.direccion ?? ''} />
        )}
      </Field>
      <Field label="Teléfono" optional error={errors.telefono}>
        {(p) => (
          <input
            {...p}
            name="telefono"
            type="tel"
            maxLength={40}
            autoComplete="off"
            placeholder="+56 9 1234 5678"
            defaultValue={defaults?.telefono ?? ''}
          />
        )}
      </Field>
      <Field label="Apoderado" optional error={errors.apoderado}>
        {(p) => (
          <input {...p} name="apoderado" maxLength={120} autoComplete="off" defaultValue={defaults?.apoderado ?? ''} />
        )}
      </Field>
      <Field
        label="Correo del apoderado"
        optional
        error={errors.email_apoderado}
        hint="Para enviarle avisos de inasistencia, resúmenes de reuniones y mensajes."
      >
        {(p) => (
          <input
            {...p}
            name="email_apoderado"
            type="email"
            maxLength={254}
            autoComplete="off"
            placeholder="apoderado@ejemplo.cl"
            defaultValue={defaults?.email_apoderado ?? ''}
          />
        )}
      </Field>
    </div>
  )
}

/** The form's values in the shape the contract checks: the course as a number. */
export function studentFormValues(values: Record<(typeof studentFieldNames)[number], string>) {
  return { ...values, curso_id: values.curso_id ? Number(values.curso_id) : undefined }
}
