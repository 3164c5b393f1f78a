import { useRouter } from '@tanstack/react-router'
import { Download, Upload } from 'lucide-react'
import { useState } from 'react'
import { downloadLibroExcel, NotasImportRejectedError, uploadLibroExcel } from '@/api/calificaciones'
import type { LibroCurso, NotasImportError } from '@/api/contract/calificaciones'
import { download } from '@/api/download'
import { passed, refused } from '@/domain/form-check'
import { Card, Field } from '@/ui/form'
import { SubmitButton } from '@/ui/submit-button'
import { toast } from '@/ui/toast'
import { useFormSubmission } from '../-form-submission'

/** A file name without characters the file systems refuse. */
const safeName = (text: string) => text.replace(/[\\/:*?"<>|°]+/g, '').trim()

/** The grid as an Excel file to keep or fill, and the import of a filled one (every bad cell listed). */
export function GradeExcel({ libro, locked }: { libro: LibroCurso; locked: boolean }) {
  const router = useRouter()
  const [errores, setErrores] = useState<NotasImportError[]>([])
  const exportSheet = useFormSubmission({
    fallback: 'No se pudo descargar la planilla de notas.',
    check: () => passed(libro.asignatura),
    submit: async (asignatura: string) =>
      download(
        await downloadLibroExcel(libro.curso.id, asignatura),
        `Notas ${safeName(libro.curso.nombre)} ${safeName(libro.asignatura)}.xlsx`,
      ),
  })
  const importSheet = useFormSubmission({
    fallback: 'No se pudo importar la planilla de notas.',
    check: (form) => {
      const file = (form.elements.namedItem('file') as HTMLInputElement).files?.[0]
      return file ? passed(file) : refused({ file: 'Elige la planilla de notas (.xlsx).' })
    },
    submit: async (file: File) => {
      setErrores([])
      try {
        return await uploadLibroExcel(libro.curso.id, libro.asignatura, file)
      } catch (error) {
        if (error instanceof NotasImportRejectedError) setErrores(error.errores)
        throw error
      }
    },
    announceSuccess: (result) => toast.success(result.message),
    resetForm: (form) => form.reset(),
    refresh: () => router.invalidate(),
  })
  return (
    <Card title="Planilla Excel" className="grade-excel">
      <p className="muted">
        Descarga las notas como planilla: sirve de respaldo y de plantilla para llenar sin conexión y luego importarla.
      </p>
      <form className="row" onSubmit={exportSheet.onSubmit}>
        <SubmitButton
          variant="secondary"
          disabled={!exportSheet.canSubmit}
          busy={exportSheet.submitting}
          icon={<Download size={18} aria-hidden />}
        >
          Descargar Excel
        </SubmitButton>
      </form>
      <form className="row grade-import" onSubmit={importSheet.onSubmit}>
        <Field label="Planilla llena (.xlsx)" error={importSheet.fieldErrors.file}>
          {(p) => (
            <input
              {...p}
              name="file"
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={() => importSheet.changeField('file')}
            />
          )}
        </Field>
        <SubmitButton
          variant="secondary"
          disabled={locked || !importSheet.canSubmit}
          busy={importSheet.submitting}
          icon={<Upload size={18} aria-hidden />}
        >
          Importar notas
        </SubmitButton>
      </form>
      {errores.length > 0 && (
        <div className="alert alert-danger" role="alert">
          <p>No se importó ninguna nota. Corrige estas celdas y vuelve a subir la planilla:</p>
          <ul>
            {errores.map((e) => (
              <li key={`${e.celda}-${e.motivo}`}>
                Fila {e.fila}, celda {e.celda}: {e.motivo}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  )
}
