import { AlignmentType, Table, TableLayoutType, TableRow, WidthType } from 'docx'
import type { RubricaContent } from './content'
import {
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

const pts = (n: number) => `${n} ${n === 1 ? 'pt' : 'pts'}`

export const rubricMaxPoints = (c: RubricaContent) => c.criterios.length * Math.max(...c.niveles.map((l) => l.puntaje))

/** A rubric in landscape: one row per criterion grouped by objective, four level columns, points and grades. */
export function renderRubrica(c: RubricaContent, meta: AiDocMeta, ctx: DocContext) {
  const width = contentWidth.landscape
  const criterionWidth = 2300
  const scoreWidth = 1250
  const levelWidth = Math.floor((width - criterionWidth - scoreWidth) / 4)
  const widths = [criterionWidth, levelWidth, levelWidth, levelWidth, levelWidth, scoreWidth]
  const total = rubricMaxPoints(c)

  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: [
      cell('Criterio', { width: criterionWidth, fill: colors.primary, bold: true, color: 'FFFFFF' }),
      ...c.niveles.map((level) =>
        cell(`${level.nombre}\n${pts(level.puntaje)}`, {
          width: levelWidth,
          fill: colors.primary,
          bold: true,
          color: 'FFFFFF',
          align: AlignmentType.CENTER,
        }),
      ),
      cell('Puntaje', {
        width: scoreWidth,
        fill: colors.primary,
        bold: true,
        color: 'FFFFFF',
        align: AlignmentType.CENTER,
      }),
    ],
  })
  const rows: TableRow[] = [header]
  let previous: string | undefined
  for (const criterio of c.criterios) {
    if (criterio.objetivo !== previous) {
      previous = criterio.objetivo
      rows.push(objectiveRow(criterio.objetivo, width))
    }
    rows.push(
      new TableRow({
        cantSplit: true,
        children: [
          cell(criterio.criterio, { width: criterionWidth, bold: true, color: colors.primary }),
          ...criterio.descriptores.map((d) => cell(d, { width: levelWidth, size: 19 })),
          cell('', { width: scoreWidth }),
        ],
      }),
    )
  }
  rows.push(
    new TableRow({
      cantSplit: true,
      children: [
        cell(`Puntaje total (máximo ${total})`, { span: 5, bold: true, align: AlignmentType.RIGHT, fill: colors.soft }),
        cell('', { width: scoreWidth, fill: colors.soft }),
      ],
    }),
  )

  return toDocx({
    title: c.titulo,
    headerRight: subjectLine(meta),
    ctx,
    baseSize: baseTypeSize(meta),
    landscape: true,
    children: [
      ...title(c.titulo, subjectLine(meta)),
      studentBlock(width, total),
      para(c.descripcion, { before: 200 }),
      heading('Rúbrica'),
      new Table({
        rows,
        width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
        columnWidths: widths,
        layout: TableLayoutType.FIXED,
      }),
      ...gradeScaleSection(total, width, true),
      ...teacherNotesSection(meta),
    ],
  })
}
