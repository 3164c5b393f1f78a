import { createFileRoute, Link } from '@tanstack/react-router'
import { CheckCircle2, Download, Upload } from 'lucide-react'
import { downloadTemplate, ImportRejectedError, uploadAlumnos } from '@/api/alumnos'
import { download } from '@/api/download'
import { type FormCheck, passed, refused } from '@/domain/form-check'
import { messages } from '@/domain/messages'
import { studentImportMaxBytes, studentImportMaxLabel } from '@/domain/students'
import { Button, Card, Field, PageHeader } from '@/ui/form'
import { SubmitButton } from '@/ui/submit-button'
import { toast } from '@/ui/toast'
import { useFormSubmission } from './-form-submission'

export const Route = createFileRoute('/_app/subir-alumno')({
  staticData: { capability: 'registros' },
  component: SubirAlumnoPage,
})

const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Checked before sending: a file is required and it is an .xlsx; plus the server's 5 MB. */
function checkFile(form: HTMLFormElement): FormCheck<File> {
  const input = form.elements.namedItem('file') as HTMLInputElement
  const file = input.files?.[0] ?? null
  if (!file) return refused({ file: 'Elige el archivo .xlsx con los alumnos.' })
  if (!file.name.toLowerCase().endsWith('.xlsx')) return refused({ file: 'El archivo debe ser un Excel .xlsx.' })
  if (file.size > studentImportMaxBytes)
    return refused({ file: `El archivo supera el máximo de ${studentImportMaxLabel}.` })
  return passed(file)
}

function SubirAlumnoPage() {
  const template = useFormSubmission({
    fallback: 'No se pudo descargar la plantilla',
    // The file name is what this "form" sends: the machine needs values, and null means none.
    submit: async (fileName: string) => download(await downloadTemplate(), fileName),
  })
  const upload = useFormSubmission({
    fallback: messages.fallback.uploadExcel,
    check: checkFile,
    submit: uploadAlumnos,
    announceSuccess: (result) => toast.success(result.message),
  })
  // The last import: its summary, or every row that stopped it.
  const result = upload.output
  const rejected = upload.failure?.error instanceof ImportRejectedError ? upload.failure.error.errores : null

  return (
    <>
      <PageHeader
        title="Subir alumnos desde Excel"
        description="Registra o actualiza a todos los alumnos del año de una vez, con la plantilla de tu colegio."
      />
      <div className="import-steps">
        <Card title="1. Descarga la plantilla">
          <p>
            Trae las columnas <strong>Nombre completo</strong>, <strong>RUT</strong> y <strong>Curso</strong>{' '}
            (obligatorias), y fecha de nacimiento, dirección, teléfono y apoderado (opcionales), una fila de ejemplo y
            la lista de los cursos de tu colegio.
          </p>
          <Button
            type="button"
            variant="secondary"
            onClick={() => template.submit(passed('plantilla-alumnos.xlsx'))}
            disabled={!template.canSubmit}
            busy={template.submitting}
          >
            <Download size={18} aria-hidden /> Descargar plantilla
          </Button>
        </Card>
        <Card title="2. Sube el archivo completo">
          <form className="stack" aria-label="Subir alumnos" noValidate onSubmit={upload.onSubmit}>
            <Field
              label="Archivo Excel (.xlsx)"
              error={upload.fieldErrors.file}
              hint={`Hasta ${studentImportMaxLabel}. Si un RUT ya está en tu colegio, se actualizan sus datos.`}
            >
              {(p) => (
                <input
                  {...p}
                  name="file"
                  type="file"
                  required
                  accept={`.xlsx,${xlsxMime}`}
                  onChange={() => upload.changeField('file')}
                />
              )}
            </Field>
            <SubmitButton
              disabled={!upload.canSubmit}
              busy={upload.submitting}
              busyLabel="Subiendo..."
              icon={<Upload size={18} aria-hidden />}
            >
              Subir alumnos
            </SubmitButton>
          </form>
        </Card>
      </div>
      {result && (
        <Card className="import-result">
          <p className="import-ok" role="status">
            <CheckCircle2 size={20} aria-hidden /> {result.message}
          </p>
          <Link to="/alumnos" className="btn btn-primary">
            Ver alumnos
          </Link>
        </Card>
      )}
      {rejected && (
        <Card title="Filas con errores" className="import-result">
          <p className="alert alert-danger">
            No se importó ningún alumno. Corrige {rejected.length === 1 ? 'esta fila' : 'estas filas'} en tu Excel y
            vuelve a subirlo.
          </p>
          <div className="table-wrap">
            <table className="import-errors">
              <caption className="visually-hidden">Filas con errores</caption>
              <thead>
                <tr>
                  <th scope="col">Fila</th>
                  <th scope="col">Motivo</th>
                </tr>
              </thead>
              <tbody>
                {rejected.map((e) => (
                  <tr key={e.fila}>
                    <td>{e.fila}</td>
                    <td>{e.motivo}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
    </>
  )
}
