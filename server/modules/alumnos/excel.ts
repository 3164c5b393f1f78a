import ExcelJS from 'exceljs'
import { fileTypeFromBuffer } from 'file-type'
import { searchKey } from '@/domain/students'
import { HttpError } from '../../errors'
import { inflatedSize, styleHeaderCells } from '../../spreadsheet'

/** The fields of a student row, as the import reads them. */
export type ImportField =
  | 'nombre'
  | 'rut'
  | 'curso'
  | 'fecha_nacimiento'
  | 'direccion'
  | 'telefono'
  | 'apoderado'
  | 'email_apoderado'

interface TemplateColumn {
  field: ImportField
  header: string
  width: number
  required: boolean
  /** Other headers a school's own list may use for the same column (compared without case or accents). */
  aliases: string[]
}

/** The columns of the template, in order; required ones are marked with `*`. */
export const templateColumns: TemplateColumn[] = [
  {
    field: 'nombre',
    header: 'Nombre completo *',
    width: 34,
    required: true,
    aliases: ['nombre', 'nombres', 'nombre alumno', 'nombre del alumno', 'alumno', 'estudiante', 'nombre estudiante'],
  },
  { field: 'rut', header: 'RUT *', width: 15, required: true, aliases: ['run', 'rut alumno', 'rut del alumno'] },
  { field: 'curso', header: 'Curso *', width: 18, required: true, aliases: [] },
  {
    field: 'fecha_nacimiento',
    header: 'Fecha de nacimiento (DD-MM-AAAA)',
    width: 33,
    required: false,
    aliases: ['fecha de nacimiento', 'fecha nacimiento', 'nacimiento', 'fecha_nacimiento'],
  },
  { field: 'direccion', header: 'Dirección', width: 34, required: false, aliases: ['domicilio'] },
  {
    field: 'telefono',
    header: 'Teléfono',
    width: 18,
    required: false,
    aliases: ['celular', 'fono', 'telefono apoderado'],
  },
  {
    field: 'apoderado',
    header: 'Apoderado',
    width: 28,
    required: false,
    aliases: ['nombre apoderado', 'nombre del apoderado', 'apoderado titular'],
  },
  // Added later: a template without this column still imports (the column is optional).
  {
    field: 'email_apoderado',
    header: 'Correo del apoderado',
    width: 32,
    required: false,
    aliases: ['correo apoderado', 'email apoderado', 'e mail apoderado', 'mail apoderado', 'email_apoderado'],
  },
]

/** The example row of the template. An unchanged example row is skipped by the import. */
export const templateExample = {
  nombre: 'Sofía Pérez Rojas (ejemplo)',
  rut: '11.111.111-1',
  fecha_nacimiento: '15-03-2016',
  direccion: 'Av. Irarrázaval 1234, Ñuñoa',
  telefono: '+56 9 8765 4321',
  apoderado: 'Carolina Rojas Muñoz',
  email_apoderado: 'carolina.rojas@ejemplo.cl',
} as const

const studentSheetName = 'Alumnos'
const coursesSheetName = 'Cursos'
/** Rows of the template that offer the course list as a drop-down. */
const validatedRows = 5000
/** A 5 MB .xlsx never needs more than this once unzipped; more is a zip bomb. */
const maxUnzippedBytes = 80 * 1024 * 1024

const headerKey = (text: string) =>
  searchKey(text)
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z0-9_ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const headerFields = new Map<string, ImportField>(
  templateColumns.flatMap((c) => [c.header, c.field, ...c.aliases].map((h) => [headerKey(h), c.field] as const)),
)

/** exceljs writes a validation for a whole range but its typings only declare the per-cell one. */
type WithRangeValidations = ExcelJS.Worksheet & {
  dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void }
}

/** The .xlsx template: the columns, an example row, and the school's courses as a drop-down list. */
export async function buildTemplate(colegio: string, courseNames: string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  wb.creator = 'Pizarra'
  wb.title = `Plantilla de alumnos — ${colegio}`

  // Printed, each sheet fits the width of a landscape page.
  const pageSetup = { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 } as const
  const ws = wb.addWorksheet(studentSheetName, { views: [{ state: 'frozen', ySplit: 1 }], pageSetup })
  ws.columns = templateColumns.map((c) => ({ header: c.header, key: c.field, width: c.width }))
  styleHeaderCells(ws.getRow(1), templateColumns.length)
  ws.getRow(1).height = 22
  // RUT, date and phone are text: Excel must not turn 12345678 into a number or 01-03-2016 into a date.
  for (const field of ['rut', 'fecha_nacimiento', 'telefono'] as const) ws.getColumn(field).numFmt = '@'

  const example = ws.addRow({ ...templateExample, curso: courseNames[0] ?? '4° Básico A' })
  example.font = { italic: true, color: { argb: 'FF6C757D' } }

  const courses = wb.addWorksheet(coursesSheetName)
  courses.columns = [{ header: 'Cursos del colegio', key: 'nombre', width: 30 }]
  styleHeaderCells(courses.getRow(1), 1)
  for (const nombre of courseNames) courses.addRow({ nombre })
  if (courseNames.length > 0) {
    ;(ws as WithRangeValidations).dataValidations.add(`C2:C${validatedRows + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`${coursesSheetName}!$A$2:$A$${courseNames.length + 1}`],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: 'Curso no válido',
      error: 'Elige un curso de la lista (hoja Cursos).',
    })
  } else {
    courses.addRow({ nombre: 'Tu colegio aún no tiene cursos: créalos en Pizarra antes de importar.' })
  }

  const help = wb.addWorksheet('Instrucciones', { pageSetup })
  help.getColumn(1).width = 130
  const lines = [
    'Cómo usar esta plantilla',
    '1. Escribe un alumno por fila en la hoja «Alumnos», desde la fila 3.',
    '    La fila 2 es un ejemplo: puedes borrarla; si la dejas igual, no se importa.',
    '2. Nombre completo, RUT y Curso son obligatorios. El RUT lleva dígito verificador (por ejemplo 12.345.678-5).',
    '3. El curso debe ser uno de la hoja «Cursos» (puedes elegirlo de la lista de la celda).',
    '4. La fecha de nacimiento va como DD-MM-AAAA (por ejemplo 15-03-2016). Dirección, teléfono, apoderado y correo del apoderado son opcionales.',
    '5. Si un RUT ya está en el colegio, se actualizan sus datos; las celdas opcionales vacías no borran lo que ya estaba guardado.',
    '6. Si alguna fila tiene errores no se importa nada, y Pizarra te indica cada fila con su motivo.',
  ]
  for (const line of lines) help.addRow([line])
  help.getRow(1).font = { bold: true, size: 14 }
  help.getRow(1).height = 24

  return Buffer.from(await wb.xlsx.writeBuffer())
}

/** One data row of an uploaded sheet: the text of each column, `fila` as Excel numbers it. */
export interface SheetRow {
  fila: number
  values: Partial<Record<ImportField, string>>
}

const notXlsx =
  'El archivo debe ser un Excel .xlsx. Si tienes un .xls, .csv u .ods, ábrelo y guárdalo como «Libro de Excel (.xlsx)».'

/** Accepts only a real .xlsx (by its content) that really unzips to a sane size, then loads it. */
export async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const type = await fileTypeFromBuffer(buffer)
  if (type?.ext !== 'xlsx') throw new HttpError(415, notXlsx)
  let unzipped: number
  try {
    // Counted while inflating, before exceljs inflates it all into memory: the declared sizes can lie.
    unzipped = await inflatedSize(buffer, maxUnzippedBytes)
  } catch {
    throw new HttpError(422, 'No se pudo leer el archivo: el Excel está dañado.')
  }
  if (unzipped > maxUnzippedBytes) throw new HttpError(413, 'El contenido del Excel es demasiado grande.')
  const wb = new ExcelJS.Workbook()
  try {
    // Only the cells matter; drop-down lists, drawings and formats are not read.
    await wb.xlsx.load(new Uint8Array(buffer).buffer, {
      ignoreNodes: ['dataValidations', 'conditionalFormatting', 'drawing', 'picture', 'hyperlinks', 'extLst'],
    })
  } catch {
    throw new HttpError(422, 'No se pudo leer el archivo: el Excel está dañado.')
  }
  return wb
}

const pad = (n: string) => n.padStart(2, '0')

/** A cell as text; dates become YYYY-MM-DD and `DD-MM-AAAA` / `DD/MM/AAAA` texts are read as dates. */
function cellText(cell: ExcelJS.Cell, field: ImportField, date1904: boolean): string {
  const value = cell.value
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)
  // A date pasted into a text column arrives as its serial number (days since 1899-12-30, or 1904-01-01).
  if (field === 'fecha_nacimiento' && typeof value === 'number' && value >= 1 && value < 73_051) {
    const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30)
    return new Date(epoch + Math.round(value) * 86_400_000).toISOString().slice(0, 10)
  }
  const text = (cell.text ?? '').replace(/\s+/g, ' ').trim()
  if (field === 'fecha_nacimiento') {
    const chilean = text.match(/^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/)
    if (chilean) return `${chilean[3]}-${pad(chilean[2]!)}-${pad(chilean[1]!)}`
  }
  return text
}

function findHeader(ws: ExcelJS.Worksheet) {
  const last = Math.min(ws.rowCount, 10)
  for (let r = 1; r <= last; r++) {
    const columns = new Map<ImportField, number>()
    ws.getRow(r).eachCell((cell, col) => {
      const field = headerFields.get(headerKey(cell.text ?? ''))
      if (field && !columns.has(field)) columns.set(field, col)
    })
    if (columns.has('nombre') && columns.has('rut')) return { row: r, columns }
  }
  return null
}

/**
 * Reads the student rows of the first sheet that has the template's headers (the «Alumnos» sheet
 * first). Empty rows and the template's unchanged example row are skipped.
 */
export function readStudentRows(wb: ExcelJS.Workbook): SheetRow[] {
  const sheets = [...wb.worksheets].sort(
    (a, b) => Number(b.name === studentSheetName) - Number(a.name === studentSheetName),
  )
  const date1904 = Boolean(wb.properties.date1904)
  for (const ws of sheets) {
    const header = findHeader(ws)
    if (!header) continue
    const required = templateColumns.filter((c) => c.required && !header.columns.has(c.field))
    if (required.length > 0) {
      throw new HttpError(
        422,
        `Falta la columna ${required.map((c) => `«${c.header.replace(' *', '')}»`).join(', ')} en la fila ${header.row}. Descarga la plantilla para ver las columnas.`,
      )
    }
    const rows: SheetRow[] = []
    ws.eachRow({ includeEmpty: false }, (row, fila) => {
      if (fila <= header.row) return
      const values: SheetRow['values'] = {}
      for (const [field, col] of header.columns) {
        const text = cellText(row.getCell(col), field, date1904)
        if (text) values[field] = text
      }
      if (Object.keys(values).length === 0) return
      if (values.nombre === templateExample.nombre && values.rut === templateExample.rut) return
      rows.push({ fila, values })
    })
    return rows
  }
  throw new HttpError(
    422,
    'No se encontraron las columnas de la plantilla (Nombre completo, RUT y Curso). Descarga la plantilla y copia tus datos en ella.',
  )
}
