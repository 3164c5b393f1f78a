import { useEffect, useState } from 'react'
import { subvencionSave } from '@/api/contract/libro'
import { getCalendario, setBloqueSubvencion } from '@/api/libro'
import { checkForm } from '@/domain/form-check'
import { Button, Card, Field } from '@/ui/form'
import { toast } from '@/ui/toast'
import { useFormSubmission } from '../-form-submission'

/** The blocks a school day may have: the subsidy block is one of them. */
const blockNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]

/**
 * Configuración, for who edits the school's calendar (administrador, UTP): the block of the day whose roll
 * is the day's attendance for the subsidy (the second by default). A student absent in it who arrives
 * later is a late arrival.
 */
export function SubsidyBlockCard() {
  const [saved, setSaved] = useState<number | null>(null)
  const [bloque, setBloque] = useState<string>('')
  const [loadError, setLoadError] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    getCalendario().then(
      (c) => {
        if (!current) return
        setSaved(c.bloque_subvencion)
        setBloque(String(c.bloque_subvencion))
      },
      (error: unknown) =>
        current &&
        setLoadError(error instanceof Error ? error.message : 'No se pudo cargar el calendario del colegio.'),
    )
    return () => {
      current = false
    }
  }, [])
  const save = useFormSubmission({
    fallback: 'No se pudo guardar el bloque de subvención.',
    submit: (body: { bloque: number }) => setBloqueSubvencion(body.bloque),
    announceSuccess: (c) => {
      setSaved(c.bloque_subvencion)
      toast.success(`La asistencia del día se toma del bloque ${c.bloque_subvencion}.`)
    },
  })
  return (
    <Card title="Bloque de subvención">
      <p className="muted small">
        La asistencia diaria del curso (la que cuenta para la subvención, los riesgos y el informe mensual) se toma de
        este bloque del día; si el día tiene menos bloques, del último. Un alumno ausente en él que llega después queda
        atrasado, con su justificación pendiente.
      </p>
      {loadError ? (
        <p className="field-error" role="alert">
          {loadError}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            save.submit(checkForm(subvencionSave, { bloque }))
          }}
        >
          <Field label="Bloque del día" error={save.fieldErrors.bloque}>
            {(p) => (
              <select
                {...p}
                name="bloque"
                value={bloque}
                disabled={saved === null}
                onChange={(e) => {
                  setBloque(e.currentTarget.value)
                  save.changeField('bloque')
                }}
              >
                {saved === null && <option value="">Cargando…</option>}
                {blockNumbers.map((n) => (
                  <option key={n} value={n}>
                    {n}° bloque{n === 2 ? ' (el habitual)' : ''}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button
            type="submit"
            variant="secondary"
            disabled={saved === null || String(saved) === bloque || !save.canSubmit}
            busy={save.submitting}
          >
            {save.submitting ? 'Guardando…' : 'Guardar bloque'}
          </Button>
        </form>
      )}
    </Card>
  )
}
