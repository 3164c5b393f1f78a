import { Copy } from 'lucide-react'
import { useState } from 'react'
import { passwordMinLength } from '@/domain/catalog'
import { findRegion, regions } from '@/domain/regions'
import type { SchoolForm } from '@/machines/school-signup.machine'
import { AuthLayout } from '@/ui/auth-layout'
import { Button, Field, formValues } from '@/ui/form'

/** The new school's code, to share with the team, while the screen waits to go to /login. */
export function SchoolRegistered({ codigo, onCopy }: { codigo: string | null; onCopy: () => void }) {
  return (
    <AuthLayout title="¡Colegio registrado!" subtitle="La cuenta de UTP del colegio está lista.">
      <div className="stack">
        <p>Este es el código de tu colegio. Compártelo con tu equipo para que cada docente cree su cuenta:</p>
        <p className="code-row">
          <code className="school-code" data-testid="codigo-colegio">
            {codigo}
          </code>
          <Button type="button" variant="secondary" className="btn-sm" onClick={onCopy}>
            <Copy size={16} aria-hidden /> Copiar código
          </Button>
        </p>
        <p className="muted" role="status">
          Te llevamos a iniciar sesión en unos segundos…
        </p>
      </div>
    </AuthLayout>
  )
}

export const emptySchool: SchoolForm = {
  nombre: '',
  region: '',
  comuna: '',
  email_responsable: '',
  nombre_responsable: '',
  password: '',
}

export function SchoolFormFields({
  submitting,
  canSubmit,
  error,
  onSubmit,
}: {
  submitting: boolean
  canSubmit: boolean
  error: string | null
  onSubmit: (school: SchoolForm) => void
}) {
  const [region, setRegion] = useState('')
  const comunas = findRegion(region)?.comunas ?? []
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit(
          formValues(e.currentTarget, [
            'nombre',
            'region',
            'comuna',
            'nombre_responsable',
            'email_responsable',
            'password',
          ] as const),
        )
      }}
    >
      <Field label="Nombre del colegio">
        {(p) => <input {...p} name="nombre" required maxLength={160} autoComplete="organization" />}
      </Field>
      <div className="form-grid">
        <Field label="Región">
          {(p) => (
            <select {...p} name="region" required value={region} onChange={(e) => setRegion(e.currentTarget.value)}>
              <option value="" disabled>
                Elige la región
              </option>
              {regions.map((r) => (
                <option key={r.codigo} value={r.nombre}>
                  {r.nombre}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Comuna">
          {(p) => (
            <select {...p} name="comuna" required key={region} defaultValue="" disabled={!region}>
              <option value="" disabled>
                {region ? 'Elige la comuna' : 'Primero elige la región'}
              </option>
              {comunas.map((c) => (
                <option key={c.cut} value={c.nombre}>
                  {c.nombre}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Nombre completo">
        {(p) => <input {...p} name="nombre_responsable" required maxLength={120} autoComplete="name" />}
      </Field>
      <div className="form-grid">
        <Field label="Correo electrónico">
          {(p) => <input {...p} name="email_responsable" type="email" required autoComplete="email" />}
        </Field>
        <Field label="Contraseña" hint={`Al menos ${passwordMinLength} caracteres.`}>
          {(p) => (
            <input
              {...p}
              name="password"
              type="password"
              required
              minLength={passwordMinLength}
              autoComplete="new-password"
            />
          )}
        </Field>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <Button type="submit" disabled={!canSubmit} busy={submitting}>
          {submitting ? 'Registrando...' : 'Registrar colegio'}
        </Button>
      </div>
    </form>
  )
}
