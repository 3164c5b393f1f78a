import { TZDate } from '@date-fns/tz'
import { format, getDay } from 'date-fns'
import { es } from 'date-fns/locale/es'
import ExcelJS from 'exceljs'
import { promotionAttendanceThreshold, schoolTimeZone } from '@/domain/attendance'
import { cellBox, styleHeaderCells } from '../../spreadsheet'

export interface MonthlySheetInput {
  colegio: string
  curso: string
  nivel: string
  year: number
  /** 1–12. */
  month: number
  generated: Date
  lastSaved: Date | null
  /** Alphabetical, RUT formatted for display; `dias` maps YYYY-MM-DD to presente. */
  students: { nombre: string; rut: string; dias: Map<string, boolean> }[]
}

const weekdayShort = ['Do', 'Lu', 'Ma', 'Mi', 'Ju', 'Vi', 'Sá']
/** Columns of days without records. */
const grey = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } } as const
const absentFill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF8D7DA' } } as const
const lowFill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE69C' } } as const

const chile = (d: Date, pattern: string) => format(new TZDate(d, schoolTimeZone), pattern, { locale: es })

/**
 * The monthly attendance record of a course: one row per student, one column per school day
 * (Monday to Friday, plus any other day that has records), with live formulas for the totals and
 * percentages so that the sheet stays right if the school corrects a cell by hand.
 */
export async function buildMonthlySheet(input: MonthlySheetInput): Promise<Buffer> {
  const { year, month, students } = input
  const mm = String(month).padStart(2, '0')
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const withRecords = new Set(students.flatMap((s) => [...s.dias.keys()]))
  const days = Array.from({ length: daysInMonth }, (_, i) => {
    const fecha = `${year}-${mm}-${String(i + 1).padStart(2, '0')}`
    const weekday = getDay(new Date(year, month - 1, i + 1))
    return { fecha, dia: i + 1, weekday, taken: withRecords.has(fecha) }
  }).filter((d) => (d.weekday !== 0 && d.weekday !== 6) || d.taken)

  const monthName = format(new Date(year, month - 1, 1), 'MMMM yyyy', { locale: es })
  const wb = new ExcelJS.Workbook()
  wb.creator = 'Pizarra'
  wb.created = input.generated
  const ws = wb.addWorksheet(`Asistencia ${year}-${mm}`, {
    pageSetup: {
      orientation: 'landscape',
      paperSize: 1 as never,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '6:7',
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
    },
    headerFooter: { oddFooter: `${input.colegio} · ${input.curso} · página &P de &N` },
    views: [{ state: 'frozen', xSplit: 3, ySplit: 7 }],
  })

  const firstDayCol = 4
  const lastDayCol = firstDayCol + days.length - 1
  const colPresentes = lastDayCol + 1
  const colAusentes = colPresentes + 1
  const colRegistrados = colAusentes + 1
  const colPorcentaje = colRegistrados + 1
  const lastCol = colPorcentaje
  const letter = (col: number) => ws.getColumn(col).letter

  ws.getColumn(1).width = 5
  ws.getColumn(2).width = 34
  ws.getColumn(3).width = 14
  for (let c = firstDayCol; c <= lastDayCol; c++) ws.getColumn(c).width = 4.5
  for (const c of [colPresentes, colAusentes, colRegistrados]) ws.getColumn(c).width = 11
  ws.getColumn(colPorcentaje).width = 12

  ws.mergeCells(1, 1, 1, lastCol)
  ws.getCell(1, 1).value = `Registro mensual de asistencia — ${monthName}`
  ws.getCell(1, 1).font = { bold: true, size: 14 }
  ws.mergeCells(2, 1, 2, lastCol)
  ws.getCell(2, 1).value = `Establecimiento: ${input.colegio}`
  ws.mergeCells(3, 1, 3, lastCol)
  ws.getCell(3, 1).value = `Curso: ${input.curso} (${input.nivel}) · ${students.length} alumnos`
  ws.mergeCells(4, 1, 4, lastCol)
  ws.getCell(4, 1).value =
    `Generado el ${chile(input.generated, "dd-MM-yyyy 'a las' HH:mm")} (hora de Chile)` +
    (input.lastSaved ? ` · última modificación: ${chile(input.lastSaved, "dd-MM-yyyy 'a las' HH:mm")}` : '')
  ws.getCell(4, 1).font = { italic: true, color: { argb: 'FF495057' } }

  const head1 = ws.getRow(6)
  const head2 = ws.getRow(7)
  const fixedHeaders: [number, string][] = [
    [1, 'N°'],
    [2, 'Alumno'],
    [3, 'RUT'],
    [colPresentes, 'Presentes'],
    [colAusentes, 'Ausentes'],
    [colRegistrados, 'Días con registro'],
    [colPorcentaje, '% asistencia'],
  ]
  for (const [col, text] of fixedHeaders) {
    ws.mergeCells(6, col, 7, col)
    ws.getCell(6, col).value = text
  }
  days.forEach((d, i) => {
    head1.getCell(firstDayCol + i).value = weekdayShort[d.weekday]
    head2.getCell(firstDayCol + i).value = d.dia
  })
  for (const row of [head1, head2]) styleHeaderCells(row, lastCol)
  head1.height = 18
  head2.height = 18

  const firstStudentRow = 8
  students.forEach((s, i) => {
    const r = firstStudentRow + i
    const row = ws.getRow(r)
    row.getCell(1).value = i + 1
    row.getCell(2).value = s.nombre
    row.getCell(3).value = s.rut
    let presentes = 0
    let ausentes = 0
    days.forEach((d, j) => {
      const cell = row.getCell(firstDayCol + j)
      const presente = s.dias.get(d.fecha)
      if (presente === undefined) return
      cell.value = presente ? 'P' : 'A'
      if (presente) presentes++
      else {
        ausentes++
        cell.fill = absentFill
        cell.font = { bold: true, color: { argb: 'FF842029' } }
      }
    })
    const range = `${letter(firstDayCol)}${r}:${letter(lastDayCol)}${r}`
    const p = `${letter(colPresentes)}${r}`
    const a = `${letter(colAusentes)}${r}`
    const t = `${letter(colRegistrados)}${r}`
    row.getCell(colPresentes).value = { formula: `COUNTIF(${range},"P")`, result: presentes }
    row.getCell(colAusentes).value = { formula: `COUNTIF(${range},"A")`, result: ausentes }
    row.getCell(colRegistrados).value = { formula: `${p}+${a}`, result: presentes + ausentes }
    row.getCell(colPorcentaje).value = {
      formula: `IF(${t}=0,"",${p}/${t})`,
      result: presentes + ausentes === 0 ? '' : presentes / (presentes + ausentes),
    }
    for (let c = 1; c <= lastCol; c++) {
      const cell = row.getCell(c)
      cell.border = cellBox
      if (c !== 2) cell.alignment = { horizontal: 'center' }
    }
  })
  const lastStudentRow = firstStudentRow + Math.max(students.length, 1) - 1

  // Per day: how many were present and absent, and the day's percentage.
  const rowP = lastStudentRow + 1
  const rowA = rowP + 1
  const rowPct = rowA + 1
  const labels: [number, string][] = [
    [rowP, 'Presentes del día'],
    [rowA, 'Ausentes del día'],
    [rowPct, '% asistencia del día'],
  ]
  for (const [r, label] of labels) {
    ws.mergeCells(r, 1, r, 3)
    ws.getCell(r, 1).value = label
    ws.getCell(r, 1).font = { bold: true }
    ws.getCell(r, 1).alignment = { horizontal: 'right' }
  }
  days.forEach((d, j) => {
    const col = letter(firstDayCol + j)
    const range = `${col}${firstStudentRow}:${col}${lastStudentRow}`
    const p = students.filter((s) => s.dias.get(d.fecha) === true).length
    const a = students.filter((s) => s.dias.get(d.fecha) === false).length
    // A day nobody recorded stays blank rather than counting zero presents.
    const taken = p + a > 0
    ws.getCell(rowP, firstDayCol + j).value = {
      formula: `IF(COUNTA(${range})=0,"",COUNTIF(${range},"P"))`,
      result: taken ? p : '',
    }
    ws.getCell(rowA, firstDayCol + j).value = {
      formula: `IF(COUNTA(${range})=0,"",COUNTIF(${range},"A"))`,
      result: taken ? a : '',
    }
    ws.getCell(rowPct, firstDayCol + j).value = {
      formula: `IF(COUNTA(${range})=0,"",${col}${rowP}/(${col}${rowP}+${col}${rowA}))`,
      result: taken ? p / (p + a) : '',
    }
    ws.getCell(rowPct, firstDayCol + j).numFmt = '0%'
    if (!d.taken) {
      for (let r = firstStudentRow; r <= rowPct; r++) ws.getCell(r, firstDayCol + j).fill = grey
    }
  })

  // The course in the month: totals of the totals.
  const sumOf = (col: number, value: number) => ({
    formula: `SUM(${letter(col)}${firstStudentRow}:${letter(col)}${lastStudentRow})`,
    result: value,
  })
  const totalP = students.reduce((n, s) => n + [...s.dias.values()].filter(Boolean).length, 0)
  const totalT = students.reduce((n, s) => n + s.dias.size, 0)
  ws.getCell(rowP, colPresentes).value = sumOf(colPresentes, totalP)
  ws.getCell(rowP, colAusentes).value = sumOf(colAusentes, totalT - totalP)
  ws.getCell(rowP, colRegistrados).value = sumOf(colRegistrados, totalT)
  const tp = `${letter(colPresentes)}${rowP}`
  const tt = `${letter(colRegistrados)}${rowP}`
  ws.getCell(rowP, colPorcentaje).value = {
    formula: `IF(${tt}=0,"",${tp}/${tt})`,
    result: totalT === 0 ? '' : totalP / totalT,
  }
  ws.getCell(rowA, colPresentes).value = 'Asistencia del curso en el mes'
  ws.mergeCells(rowA, colPresentes, rowA, colPorcentaje)
  ws.getCell(rowA, colPresentes).alignment = { horizontal: 'center', wrapText: true }
  ws.getCell(rowA, colPresentes).font = { italic: true, size: 9 }
  for (let r = rowP; r <= rowPct; r++) {
    for (let c = 1; c <= lastCol; c++) {
      const cell = ws.getCell(r, c)
      cell.border = cellBox
      if (r === rowP || c < firstDayCol) cell.font = { ...cell.font, bold: true }
      if (c >= firstDayCol && !(r === rowA && c >= colPresentes)) cell.alignment = { horizontal: 'center' }
    }
  }

  const pctRef = `${letter(colPorcentaje)}${firstStudentRow}:${letter(colPorcentaje)}${rowP}`
  for (let r = firstStudentRow; r <= rowP; r++) ws.getCell(r, colPorcentaje).numFmt = '0.0%'
  ws.addConditionalFormatting({
    ref: pctRef,
    rules: [
      {
        type: 'cellIs',
        operator: 'lessThan',
        priority: 1,
        formulae: [String(promotionAttendanceThreshold / 100)],
        style: { fill: lowFill, font: { bold: true, color: { argb: 'FF664D03' } } },
      },
    ],
  })

  const legend = rowPct + 2
  ws.mergeCells(legend, 1, legend, lastCol)
  ws.getCell(legend, 1).value =
    'P: presente · A: ausente · en blanco: sin registro (no cuenta para el porcentaje). ' +
    'Columnas grises: días hábiles sin asistencia tomada.'
  ws.mergeCells(legend + 1, 1, legend + 1, lastCol)
  ws.getCell(legend + 1, 1).value =
    `En amarillo: asistencia bajo ${promotionAttendanceThreshold} %, el mínimo exigido para la promoción.`
  for (const r of [legend, legend + 1]) ws.getCell(r, 1).font = { size: 9, color: { argb: 'FF495057' } }

  return Buffer.from(await wb.xlsx.writeBuffer())
}
