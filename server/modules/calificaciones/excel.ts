import ExcelJS from 'exceljs'
import type { LibroCurso } from '@/api/contract/calificaciones'
import { formatGrade } from '@/domain/grade-scale'
import { isId, readId } from '@/domain/ids'
import { isValidRut, normalizeRut } from '@/domain/rut'
import { HttpError } from '../../errors'
import { cellBox, styleHeaderCells } from '../../spreadsheet'

const sheetName = 'Notas'
/** The first cell of the hidden row that holds the evaluation ids: how an import recognises the template. */
const idsMarker = 'pizarra:evaluaciones'
const idsRow = 1
const headerRow = 2
const firstDataRow = 3
const firstEvaluationCol = 3

const percent = (n: number) => `${String(n).replace('.', ',')} %`

/**
 * The grid as an .xlsx the teacher can fill: RUT and name per student, one column per evaluation (its
 * grade, or its score when graded by points), the current grades filled in and the average for reference.
 * A hidden first row holds the evaluation ids, so columns can be moved or renamed without losing them.
 */
export async function buildGradeSheet(colegio: string, libro: LibroCurso): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  wb.creator = 'Pizarra'
  wb.title = `Notas ${libro.asignatura} — ${libro.curso.nombre} — ${colegio}`
  const ws = wb.addWorksheet(sheetName, {
    views: [{ state: 'frozen', xSplit: 2, ySplit: headerRow }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  })
  const evaluations = libro.evaluaciones
  const ids = ws.getRow(idsRow)
  ids.getCell(1).value = idsMarker
  evaluations.forEach((e, i) => {
    ids.getCell(firstEvaluationCol + i).value = e.id
  })
  ids.hidden = true

  const header = ws.getRow(headerRow)
  header.getCell(1).value = 'RUT'
  header.getCell(2).value = 'Nombre'
  evaluations.forEach((e, i) => {
    const kind = e.puntaje_maximo == null ? 'nota 1,0 a 7,0' : `puntaje 0 a ${e.puntaje_maximo}`
    header.getCell(firstEvaluationCol + i).value = `${e.nombre}\n${percent(e.ponderacion)} · ${kind}`
  })
  const averageCol = firstEvaluationCol + evaluations.length
  header.getCell(averageCol).value = 'Promedio (referencia)'
  styleHeaderCells(header, averageCol)
  header.height = 48
  ws.getColumn(1).width = 15
  ws.getColumn(1).numFmt = '@'
  ws.getColumn(2).width = 34
  for (let c = firstEvaluationCol; c <= averageCol; c++) ws.getColumn(c).width = 16

  libro.alumnos.forEach((a, r) => {
    const row = ws.getRow(firstDataRow + r)
    row.getCell(1).value = a.rut
    row.getCell(2).value = a.nombre
    evaluations.forEach((e, i) => {
      const key = String(e.id)
      const value = e.puntaje_maximo == null ? a.notas[key] : a.puntajes[key]
      const cell = row.getCell(firstEvaluationCol + i)
      // Written as text with a comma, as Chilean teachers write grades; the import reads both.
      if (value !== undefined)
        cell.value = e.puntaje_maximo == null ? formatGrade(value) : String(value).replace('.', ',')
      cell.numFmt = '@'
      cell.alignment = { horizontal: 'center' }
    })
    const avg = row.getCell(averageCol)
    avg.value = a.promedio == null ? '' : formatGrade(a.promedio)
    avg.font = { color: { argb: 'FF6C757D' } }
    avg.alignment = { horizontal: 'center' }
    for (let c = 1; c <= averageCol; c++) row.getCell(c).border = cellBox
  })

  const help = wb.addWorksheet('Instrucciones')
  help.getColumn(1).width = 120
  const lines = [
    `Libro de notas · ${libro.asignatura} · ${libro.curso.nombre}`,
    '1. Escribe las notas de 1,0 a 7,0 con un decimal (por ejemplo 4,5). En las evaluaciones con puntaje, escribe el puntaje: Pizarra calcula la nota con 60 % de exigencia.',
    '2. Una celda vacía no cambia la nota guardada. No cambies los RUT ni agregues columnas de evaluaciones: créalas en Pizarra y descarga la planilla de nuevo.',
    '3. La columna «Promedio» es solo de referencia: Pizarra la calcula otra vez al importar.',
    '4. Si alguna celda tiene un error no se guarda ninguna nota, y Pizarra te indica cada celda con su motivo.',
  ]
  for (const line of lines) help.addRow([line])
  help.getRow(1).font = { bold: true, size: 14 }
  return Buffer.from(await wb.xlsx.writeBuffer())
}

/** One filled cell of an uploaded template. */
export interface GradeCell {
  fila: number
  celda: string
  rut: string
  evaluacionId: number
  value: string | number
}

const notTemplate =
  'El archivo no es una planilla de notas de Pizarra: descarga la planilla del curso y escribe las notas en ella.'

/** A cell's value as typed: numbers stay numbers, anything else is its trimmed text. */
function cellValue(cell: ExcelJS.Cell): string | number {
  const v = cell.value
  if (typeof v === 'number') return Math.round(v * 1e6) / 1e6
  if (v && typeof v === 'object' && 'result' in v) {
    const result = (v as { result?: unknown }).result
    if (typeof result === 'number') return Math.round(result * 1e6) / 1e6
  }
  return (cell.text ?? '').replace(/\s+/g, ' ').trim()
}

/**
 * Reads the filled cells of a grade template: the hidden row of evaluation ids, the RUT per row. Empty
 * cells are skipped (they leave the stored grade as it is); a row with grades and a bad RUT is reported.
 */
export function readGradeCells(wb: ExcelJS.Workbook): {
  cells: GradeCell[]
  errores: { fila: number; celda: string; motivo: string }[]
} {
  const ws = wb.getWorksheet(sheetName) ?? wb.worksheets[0]
  if (!ws || ws.getRow(idsRow).getCell(1).text !== idsMarker) throw new HttpError(422, notTemplate)
  const columns: { col: number; id: number }[] = []
  ws.getRow(idsRow).eachCell((cell, col) => {
    if (col < firstEvaluationCol) return
    // The template writes each id as a number; a text is read as any id written as text (`readId`).
    const id = typeof cell.value === 'number' ? (isId(cell.value) ? cell.value : undefined) : readId(cell.text ?? '')
    if (id !== undefined) columns.push({ col, id })
  })
  if (columns.length === 0) {
    throw new HttpError(422, 'La planilla no tiene evaluaciones: créalas en Pizarra y descarga la planilla de nuevo.')
  }
  const cells: GradeCell[] = []
  const errores: { fila: number; celda: string; motivo: string }[] = []
  ws.eachRow({ includeEmpty: false }, (row, fila) => {
    if (fila < firstDataRow) return
    const filled = columns
      .map(({ col, id }) => ({ cell: row.getCell(col), id }))
      .map(({ cell, id }) => ({ address: cell.address, id, value: cellValue(cell) }))
      .filter((c) => c.value !== '')
    if (filled.length === 0) return
    const rutCell = row.getCell(1)
    const rutText = (rutCell.text ?? '').trim()
    if (!isValidRut(rutText)) {
      errores.push({
        fila,
        celda: rutCell.address,
        motivo: rutText ? `El RUT ${rutText} no es válido.` : 'Falta el RUT del alumno.',
      })
      return
    }
    const rut = normalizeRut(rutText)
    for (const c of filled) cells.push({ fila, celda: c.address, rut, evaluacionId: c.id, value: c.value })
  })
  return { cells, errores }
}
