import { AlignmentType, Table, TableLayoutType, TableRow, WidthType } from 'docx'
import type { EscalaContent } from './content'
import {
  answerLines,
  cell,
  colors,
  contentWidth,
  type DocContext,
  gradeScaleSection,
  heading,
  objectiveRow,
  para,
  studentBlock,
  title,
  toDocx,
} from './layout'
import { type AiDocMeta, subjectLine } from './meta'
import { baseTypeSize, teacherNotesSection } from './teacher-notes'

export const escalaMaxPoints = (c: EscalaContent) =>
  c.secciones.reduce((sum, s) => sum + s.indicadores.length, 0) * Math.max(...c.niveles.map((l) => l.puntaje))

/** An appreciation scale: indicators grouped by objective, one column per level (three or four) to mark with an X. */
export function renderEscala(c: EscalaContent, meta: AiDocMeta, ctx: DocContext) {
  const width = contentWidth.portrait
  const levelWidth = c.niveles.length === 3 ? 1800 : 1400
  const indicatorWidth = width - 600 - c.niveles.length * levelWidth
  const widths = [600, indicatorWidth, ...c.niveles.map(() => levelWidth)]
  const total = escalaMaxPoints(c)
  const rows: TableRow[] = [
    new TableRow({
      tableHeader: true,
      cantSplit: true,
      children: [
        cell('N°', { width: 600, fill: colors.primary, bold: true, color: 'FFFFFF', align: AlignmentType.CENTER }),
        cell('Indicador', { width: indicatorWidth, fill: colors.primary, bold: true, color: 'FFFFFF' }),
        ...c.niveles.map((l) =>
          cell(`${l.nombre}\n(${l.puntaje})`, {
            width: levelWidth,
            fill: colors.primary,
            bold: true,
            color: 'FFFFFF',
            align: AlignmentType.CENTER,
            size: 17,
          }),
        ),
      ],
    }),
  ]
  let n = 0
  for (const s of c.secciones) {
    rows.push(objectiveRow(s.objetivo, width, 2 + c.niveles.length))
    for (const indicador of s.indicadores) {
      rows.push(
        new TableRow({
          cantSplit: true,
          children: [
            cell(String(++n), { width: 600, align: AlignmentType.CENTER }),
            cell(indicador, { width: indicatorWidth }),
            ...c.niveles.map(() => cell('', { width: levelWidth })),
          ],
        }),
      )
    }
  }
  return toDocx({
    title: c.titulo,
    headerRight: subjectLine(meta),
    ctx,
    baseSize: baseTypeSize(meta),
    children: [
      ...title(c.titulo, subjectLine(meta)),
      studentBlock(width, total),
      para(c.descripcion, { before: 200 }),
      heading('Indicadores'),
      new Table({
        rows,
        width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
        columnWidths: widths,
        layout: TableLayoutType.FIXED,
      }),
      para(`Puntaje total: ______ de ${total} puntos.`, { bold: true, before: 160 }),
      heading('Observaciones'),
      answerLines(3, 0),
      ...gradeScaleSection(total, width, true),
      ...teacherNotesSection(meta),
    ],
  })
}
