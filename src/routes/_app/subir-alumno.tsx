import { createFileRoute, Link } from '@tanstack/react-router'
import { CheckCircle2, Download, Upload } from 'lucide-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { downloadTemplate, ImportRejectedError, uploadAlumnos } from '@/api/alumnos'
import type { ImportResult, ImportRowError } from '@/api/contract/alumnos'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'
import { studentImportMaxBytes, studentImportMaxLabel } from '@/domain/students'
import { showError } from '@/ui/error-dialog'
import { Button, Card, Field, PageHeader } from '@/ui/form'

export const Route = createFileRoute('/_app/subir-alumno')({ component: SubirAlumnoPage })

const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The spec's client-side rules (§5): a file is required and it is an .xlsx; plus the server's 5 MB. */
function checkFile(file: File | null): string | null {
  if (!file) return 'Elige el archivo .xlsx con los alumnos.'
  if (!file.name.toLowerCase().endsWith('.xlsx')) return 'El archivo debe ser un Excel .xlsx.'
  if (file.size > studentImportMaxBytes) return `El archivo supera el máximo de ${studentImportMaxLabel}.`
  return null
}

/** Saves a blob under a file name through a temporary link. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'done'; result: ImportResult }
  | { kind: 'rejected'; errores: ImportRowError[] }

function SubirAlumnoPage() {
  const [downloading, setDownloading] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [fileError, setFileError] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  const download = async () => {
    setDownloading(true)
    try {
      saveBlob(await downloadTemplate(), 'plantilla-alumnos.xlsx')
    } catch (error) {
      showError(messageOf(error, 'No se pudo descargar la plantilla'))
    } finally {
      setDownloading(false)
    }
  }

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
          <Button type="button" variant="secondary" onClick={download} disabled={downloading} busy={downloading}>
            <Download size={18} aria-hidden /> Descargar plantilla
          </Button>
        </Card>
        <Card title="2. Sube el archivo completo">
          <form
            className="stack"
            aria-label="Subir alumnos"
            noValidate
            onSubmit={async (e) => {
              e.preventDefault()
              if (uploading) return
              const input = e.currentTarget.elements.namedItem('file') as HTMLInputElement
              const file = input.files?.[0] ?? null
              const problem = checkFile(file)
              setFileError(problem)
              if (problem || !file) return
              setUploading(true)
              setOutcome({ kind: 'idle' })
              try {
                const result = await uploadAlumnos(file)
                setOutcome({ kind: 'done', result })
                toast.success(result.message)
              } catch (error) {
                const detail = messageOf(error, messages.fallback.uploadExcel)
                if (error instanceof ImportRejectedError) {
                  setOutcome({ kind: 'rejected', errores: error.errores })
                }
                showError(detail)
              } finally {
                setUploading(false)
              }
            }}
          >
            <Field
              label="Archivo Excel (.xlsx)"
              error={fileError}
              hint={`Hasta ${studentImportMaxLabel}. Si un RUT ya está en tu colegio, se actualizan sus datos.`}
            >
              {(p) => (
                <input
                  {...p}
                  name="file"
                  type="file"
                  required
                  accept={`.xlsx,${xlsxMime}`}
                  onChange={() => setFileError(null)}
                />
              )}
            </Field>
            <Button type="submit" disabled={uploading} busy={uploading}>
              <Upload size={18} aria-hidden /> {uploading ? 'Subiendo...' : 'Subir alumnos'}
            </Button>
          </form>
        </Card>
      </div>
      {outcome.kind === 'done' && (
        <Card className="import-result">
          <p className="import-ok" role="status">
            <CheckCircle2 size={20} aria-hidden /> {outcome.result.message}
          </p>
          <Link to="/alumnos" className="btn btn-primary">
            Ver alumnos
          </Link>
        </Card>
      )}
      {outcome.kind === 'rejected' && (
        <Card title="Filas con errores" className="import-result">
          <p className="alert alert-danger">
            No se importó ningún alumno. Corrige {outcome.errores.length === 1 ? 'esta fila' : 'estas filas'} en tu
            Excel y vuelve a subirlo.
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
                {outcome.errores.map((e) => (
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
