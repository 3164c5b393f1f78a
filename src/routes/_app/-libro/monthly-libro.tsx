import { Download } from 'lucide-react'
import { useState } from 'react'
import type { CursoDetail } from '@/api/contract/cursos'
import { download } from '@/api/download'
import { downloadLibroMensual } from '@/api/libro'
import { schoolMonth } from '@/domain/attendance'
import { isIsoMonth } from '@/domain/dates'
import { passed, refused } from '@/domain/form-check'
import { Button, Card, Field } from '@/ui/form'
import { useFormSubmission } from '../-form-submission'

type Formato = 'xlsx' | 'docx'

/**
 * The course's libro de clases of a month, as Excel or Word: the roll block by block, the leccionarios,
 * the signatures and the corrections with their chain (the Word file is also kept in Mis Documentos).
 */
export function MonthlyLibro({ curso }: { curso: CursoDetail }) {
  const [mes, setMes] = useState(() => schoolMonth())
  const file = useFormSubmission({
    fallback: 'No se pudo descargar el libro de clases del mes.',
    submit: async ({ month, formato }: { month: string; formato: Formato }) =>
      download(
        await downloadLibroMensual(curso.id, month, formato),
        `Libro de clases ${curso.nombre} ${month}.${formato}`,
      ),
  })
  const get = (formato: Formato) => file.submit(isIsoMonth(mes) ? passed({ month: mes, formato }) : refused({}))
  return (
    <Card title="Libro de clases del mes">
      <p className="muted">
        La asistencia por bloque, los leccionarios con sus OA, las firmas y las correcciones con su visado.
      </p>
      <div className="row monthly-form">
        <Field label="Mes del libro">
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
        {(['xlsx', 'docx'] as const).map((formato) => (
          <Button
            key={formato}
            variant="secondary"
            disabled={!file.canSubmit}
            busy={file.submitting}
            onClick={() => get(formato)}
          >
            <Download size={18} aria-hidden /> Descargar (.{formato})
          </Button>
        ))}
      </div>
    </Card>
  )
}
