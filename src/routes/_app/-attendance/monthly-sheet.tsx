import { Download } from 'lucide-react'
import { useState } from 'react'
import { downloadMonthlySheet } from '@/api/asistencia'
import type { CursoDetail } from '@/api/contract/cursos'
import { download } from '@/api/download'
import { attendanceSheetFileName, schoolMonth } from '@/domain/attendance'
import { isIsoMonth } from '@/domain/dates'
import { passed, refused } from '@/domain/form-check'
import { Card, Field } from '@/ui/form'
import { SubmitButton } from '@/ui/submit-button'
import { useFormSubmission } from '../-form-submission'

/** The course's monthly attendance sheet (.xlsx) for a month up to this one. */
export function MonthlySheet({ curso }: { curso: CursoDetail }) {
  const [mes, setMes] = useState(() => schoolMonth())
  const sheet = useFormSubmission({
    fallback: 'No se pudo descargar la planilla de asistencia.',
    // The month field is required and bounded by the browser; an incomplete month sends nothing.
    check: () => (isIsoMonth(mes) ? passed(mes) : refused({})),
    submit: async (month: string) =>
      download(await downloadMonthlySheet(curso.id, month), attendanceSheetFileName(curso.nombre, month)),
  })
  return (
    <Card title="Planilla mensual de asistencia">
      <p className="muted">
        Un archivo Excel con los alumnos por día del mes, los totales y el porcentaje de asistencia de cada uno y del
        curso: el respaldo para las declaraciones de asistencia del establecimiento.
      </p>
      <form className="row monthly-form" onSubmit={sheet.onSubmit}>
        <Field label="Mes">
          {(p) => (
            <input
              {...p}
              type="month"
              value={mes}
              max={schoolMonth()}
              required
              onChange={(e) => setMes(e.currentTarget.value)}
            />
          )}
        </Field>
        <SubmitButton
          variant="secondary"
          disabled={!sheet.canSubmit}
          busy={sheet.submitting}
          icon={<Download size={18} aria-hidden />}
        >
          Descargar planilla (.xlsx)
        </SubmitButton>
      </form>
    </Card>
  )
}
