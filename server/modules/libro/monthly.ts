/**
 * The monthly libro de clases of a course, as kept for the Superintendencia: every block of the month with
 * its attendance (by block), leccionario and OA, signature, and the corrections with their chain (the
 * original, the new values, who corrected and signed, who countersigned or rejected and why). As an .xlsx
 * workbook (three sheets: the roll by block, the blocks, the corrections) and as a Word document (per day,
 * the blocks with who was absent or late, then the corrections).
 */
import { AlignmentType, Paragraph, TextRun } from 'docx'
import ExcelJS from 'exceljs'
import type { EstadoAsistenciaBloque } from '@/api/contract/libro'
import { formatSchoolDay } from '@/domain/attendance'
import { cell, colors, contentWidth, type DocContext, dataTable, heading, title, toDocx } from '../../documents/layout'
import { cellBox, styleHeaderCells } from '../../spreadsheet'

export interface MonthlyBlock {
  id: number
  fecha: string
  numero: number
  inicio: string
  fin: string
  asignatura: string
  docente: string
  leccionario: { texto: string; oa: string[]; actividades: string | null } | null
  firma: { nombre: string; fecha: string; reemplazo: string | null } | null
  /** The roll in force, by student id. */
  asistencia: Map<number, { estado: EstadoAsistenciaBloque; hora_llegada: string | null }>
}

export interface MonthlyCorrection {
  fechaClase: string
  inicio: string
  asignatura: string
  motivo: string
  nombre: string
  fecha: string
  estado: string
  visado: { nombre: string; fecha: string; aprobada: boolean; motivo: string | null } | null
  cambios: { nombre: string; antes: string; despues: string }[]
  leccionario: { antes: string; despues: string } | null
}

export interface MonthlyBook {
  colegio: string
  curso: string
  /** "mayo de 2026" */
  mes: string
  students: { id: number; nombre: string; numero: number }[]
  blocks: MonthlyBlock[]
  corrections: MonthlyCorrection[]
}

const code: Record<EstadoAsistenciaBloque, string> = { presente: 'P', ausente: 'A', atrasado: 'T' }
const absentFill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF8D7DA' } } as const
const lateFill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE69C' } } as const
const day = (fecha: string) => fecha.split('-').reverse().join('-')

export const stateText = (s: { estado: string; hora_llegada: string | null } | null) =>
  s === null ? 'sin registro' : s.hora_llegada ? `${s.estado} (${s.hora_llegada})` : s.estado

export async function buildMonthlyWorkbook(book: MonthlyBook): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  wb.creator = 'Pizarra'
  // 1. The roll by block: one row per student, one column per block of the month.
  const roll = wb.addWorksheet('Asistencia por bloque', { views: [{ state: 'frozen', xSplit: 2, ySplit: 4 }] })
  roll.getCell('A1').value = `Libro de clases · ${book.curso} · ${book.mes}`
  roll.getCell('A1').font = { bold: true, size: 14 }
  roll.getCell('A2').value = `${book.colegio}. P presente, A ausente, T atrasado (hora de llegada en el comentario).`
  const dayRow = roll.getRow(3)
  const blockRow = roll.getRow(4)
  dayRow.getCell(1).value = 'N°'
  dayRow.getCell(2).value = 'Alumno'
  book.blocks.forEach((b, i) => {
    dayRow.getCell(3 + i).value = day(b.fecha).slice(0, 5)
    blockRow.getCell(3 + i).value = `${b.numero}° ${b.inicio}`
  })
  styleHeaderCells(dayRow, 2 + book.blocks.length)
  styleHeaderCells(blockRow, 2 + book.blocks.length)
  book.students.forEach((s, r) => {
    const row = roll.getRow(5 + r)
    row.getCell(1).value = s.numero
    row.getCell(2).value = s.nombre
    book.blocks.forEach((b, i) => {
      const state = b.asistencia.get(s.id)
      const c = row.getCell(3 + i)
      c.value = state ? code[state.estado] : ''
      c.alignment = { horizontal: 'center' }
      if (state?.estado === 'ausente') c.fill = absentFill
      if (state?.estado === 'atrasado') {
        c.fill = lateFill
        if (state.hora_llegada) c.note = `Llegó a las ${state.hora_llegada}`
      }
      c.border = cellBox
    })
  })
  roll.getColumn(1).width = 5
  roll.getColumn(2).width = 32
  for (let i = 0; i < book.blocks.length; i++) roll.getColumn(3 + i).width = 7

  // 2. The blocks: leccionario, OA and signature.
  const blocks = wb.addWorksheet('Leccionario y firmas')
  blocks.addRow([
    'Fecha',
    'Bloque',
    'Horario',
    'Asignatura',
    'Docente',
    'Leccionario',
    'OA',
    'Actividades',
    'Firma',
    'Firmada el',
    'Reemplazo',
  ])
  styleHeaderCells(blocks.getRow(1), 11)
  for (const b of book.blocks) {
    blocks.addRow([
      day(b.fecha),
      b.numero,
      `${b.inicio}–${b.fin}`,
      b.asignatura,
      b.docente,
      b.leccionario?.texto ?? '',
      b.leccionario?.oa.join(', ') ?? '',
      b.leccionario?.actividades ?? '',
      b.firma?.nombre ?? 'Sin firma',
      b.firma?.fecha ?? '',
      b.firma?.reemplazo ?? '',
    ])
  }
  for (const [i, w] of [11, 7, 12, 22, 24, 50, 18, 30, 24, 26, 30].entries()) blocks.getColumn(i + 1).width = w

  // 3. The corrections with their chain.
  const fixes = wb.addWorksheet('Correcciones')
  fixes.addRow([
    'Clase',
    'Bloque',
    'Asignatura',
    'Motivo',
    'Corrigió y firmó',
    'Fecha',
    'Estado',
    'Visado por',
    'Fecha del visado',
    'Motivo del rechazo',
    'Cambios',
  ])
  styleHeaderCells(fixes.getRow(1), 11)
  for (const c of book.corrections) {
    fixes.addRow([
      day(c.fechaClase),
      c.inicio,
      c.asignatura,
      c.motivo,
      c.nombre,
      c.fecha,
      c.estado,
      c.visado?.nombre ?? '',
      c.visado?.fecha ?? '',
      c.visado && !c.visado.aprobada ? (c.visado.motivo ?? '') : '',
      [
        ...c.cambios.map((x) => `${x.nombre}: ${x.antes} → ${x.despues}`),
        ...(c.leccionario ? [`Leccionario: «${c.leccionario.antes}» → «${c.leccionario.despues}»`] : []),
      ].join('\n'),
    ])
  }
  for (const [i, w] of [11, 8, 20, 40, 24, 26, 18, 24, 26, 30, 60].entries()) fixes.getColumn(i + 1).width = w
  return Buffer.from(await wb.xlsx.writeBuffer())
}

const stateLabel: Record<string, string> = {
  pendiente_visado: 'Pendiente de visado',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
}

export function renderMonthlyBook(book: MonthlyBook, ctx: DocContext) {
  const width = contentWidth.landscape
  const widths = [0.1, 0.15, 0.35, 0.2, 0.2].map((f) => Math.round(width * f))
  const names = new Map(book.students.map((s) => [s.id, s.nombre]))
  const days = [...new Set(book.blocks.map((b) => b.fecha))]
  const children: (Paragraph | ReturnType<typeof dataTable>)[] = [
    ...title(`Libro de clases · ${book.curso}`, `${book.mes} · ${book.colegio}`),
    new Paragraph({
      spacing: { after: 120 },
      children: [
        new TextRun({
          text: `${book.students.length} alumnos. En cada bloque se nombran los ausentes y atrasados; el resto estuvo presente. La asistencia por alumno y bloque está en la planilla del mismo mes.`,
          color: colors.muted,
        }),
      ],
    }),
  ]
  for (const fecha of days) {
    children.push(heading(formatSchoolDay(fecha)))
    const rows = book.blocks
      .filter((b) => b.fecha === fecha)
      .map((b) => {
        const absent = [...b.asistencia]
          .filter(([, s]) => s.estado === 'ausente')
          .map(([id]) => names.get(id) ?? `Alumno ${id}`)
        const late = [...b.asistencia]
          .filter(([, s]) => s.estado === 'atrasado')
          .map(([id, s]) => `${names.get(id) ?? `Alumno ${id}`}${s.hora_llegada ? ` (${s.hora_llegada})` : ''}`)
        const roll =
          b.asistencia.size === 0
            ? 'Sin registro'
            : [
                absent.length ? `Ausentes: ${absent.join(', ')}` : 'Sin ausentes',
                late.length ? `Atrasados: ${late.join(', ')}` : '',
              ]
                .filter(Boolean)
                .join('\n')
        return [
          cell(`${b.numero}°\n${b.inicio}–${b.fin}`, { width: widths[0], align: AlignmentType.CENTER }),
          cell(`${b.asignatura}\n${b.docente}`, { width: widths[1] }),
          cell(
            b.leccionario
              ? `${b.leccionario.texto}${b.leccionario.oa.length ? `\nOA: ${b.leccionario.oa.join(', ')}` : ''}${b.leccionario.actividades ? `\n${b.leccionario.actividades}` : ''}`
              : 'Sin leccionario',
            { width: widths[2] },
          ),
          cell(roll, { width: widths[3] }),
          cell(
            b.firma
              ? `${b.firma.nombre}\n${b.firma.fecha}${b.firma.reemplazo ? `\nReemplazo: ${b.firma.reemplazo}` : ''}`
              : 'Sin firma',
            { width: widths[4], color: b.firma ? colors.pass : colors.fail },
          ),
        ]
      })
    children.push(dataTable(['Bloque', 'Asignatura', 'Leccionario', 'Asistencia', 'Firma'], rows, widths))
  }
  children.push(heading('Correcciones', { pageBreakBefore: days.length > 0 }))
  if (book.corrections.length === 0) {
    children.push(
      new Paragraph({ children: [new TextRun({ text: 'Sin correcciones este mes.', color: colors.muted })] }),
    )
  }
  const cw = [0.14, 0.3, 0.3, 0.26].map((f) => Math.round(width * f))
  if (book.corrections.length > 0) {
    children.push(
      dataTable(
        ['Clase', 'Registro original → corregido', 'Motivo y firma', 'Visado'],
        book.corrections.map((c) => [
          cell(`${day(c.fechaClase)}\n${c.inicio} ${c.asignatura}`, { width: cw[0] }),
          cell(
            [
              ...c.cambios.map((x) => `${x.nombre}: ${x.antes} → ${x.despues}`),
              ...(c.leccionario ? [`Leccionario: «${c.leccionario.antes}» → «${c.leccionario.despues}»`] : []),
            ].join('\n'),
            { width: cw[1] },
          ),
          cell(`${c.motivo}\n${c.nombre}, ${c.fecha}`, { width: cw[2] }),
          cell(
            c.visado
              ? `${stateLabel[c.estado]}: ${c.visado.nombre}, ${c.visado.fecha}${c.visado.motivo ? `\n${c.visado.motivo}` : ''}`
              : stateLabel[c.estado]!,
            { width: cw[3], color: c.estado === 'rechazada' ? colors.fail : colors.pass },
          ),
        ]),
        cw,
      ),
    )
  }
  return toDocx({
    title: `Libro de clases · ${book.curso} · ${book.mes}`,
    headerRight: `Libro de clases · ${book.mes}`,
    ctx,
    landscape: true,
    children,
  })
}
