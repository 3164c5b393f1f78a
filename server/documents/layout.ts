/**
 * The shared look of every Pizarra Word file: Letter paper, Arial, the school header on every page,
 * page numbers, navy headings, tables with a shaded header row, and the 1.0–7.0 grade table.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeightRule,
  type ISectionOptions,
  LevelFormat,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlignTable,
  WidthType,
} from 'docx'
import { monthNames } from '@/domain/dates'
import { formatGrade, gradeScale, gradeScaleOf } from '@/domain/grade-scale'

/** Who and where a document is for: printed in the header of every page. */
export interface DocContext {
  colegio: string
  docente: string
  /** YYYY-MM-DD */
  fecha: string
}

export const colors = {
  primary: '1F3864',
  accent: '2E75B6',
  fill: 'DEEAF6',
  soft: 'F2F6FB',
  border: 'A6B8CC',
  muted: '595959',
  fail: 'C00000',
  pass: '1F3864',
} as const

const font = 'Arial'
/** Letter paper in twips, with 2 cm margins. */
const page = { width: 12_240, height: 15_840, margin: 1134 }
export const contentWidth = {
  portrait: page.width - 2 * page.margin,
  landscape: page.height - 2 * page.margin,
}

/** 2025-03-07 -> 7 de marzo de 2025 */
export function longDate(iso: string) {
  const [y, m, d] = iso.split('-').map(Number)
  return `${d} de ${monthNames[(m ?? 1) - 1]} de ${y}`
}

export const run = (text: string, options: { bold?: boolean; italics?: boolean; color?: string; size?: number } = {}) =>
  new TextRun({ text, ...options })

export function para(
  children: string | ParagraphChild[],
  options: {
    bold?: boolean
    italics?: boolean
    align?: (typeof AlignmentType)[keyof typeof AlignmentType]
    after?: number
    before?: number
    size?: number
    color?: string
    keepNext?: boolean
    indent?: number
  } = {},
) {
  const kids =
    typeof children === 'string'
      ? lines(children, { bold: options.bold, italics: options.italics, size: options.size, color: options.color })
      : children
  return new Paragraph({
    children: kids,
    alignment: options.align,
    spacing: { after: options.after ?? 120, before: options.before ?? 0 },
    keepNext: options.keepNext,
    indent: options.indent ? { left: options.indent } : undefined,
  })
}

/** A text with line breaks as runs separated by breaks (for poems and multi-line answers). */
export function lines(
  text: string,
  options: {
    bold?: boolean | undefined
    italics?: boolean | undefined
    size?: number | undefined
    color?: string | undefined
  } = {},
) {
  return text.split('\n').map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : undefined, ...clean(options) }))
}

const clean = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>

/** The document title, centred, with an optional subtitle line. */
export function title(text: string, subtitle?: string) {
  const out = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 60, after: subtitle ? 40 : 200 },
      children: [new TextRun({ text, bold: true, size: 32, color: colors.primary })],
    }),
  ]
  if (subtitle) {
    out.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: 200 },
        children: [new TextRun({ text: subtitle, size: 22, color: colors.muted })],
      }),
    )
  }
  return out
}

/** A section heading: navy, bold, with a rule below. */
export function heading(text: string, options: { pageBreakBefore?: boolean; before?: number } = {}) {
  return new Paragraph({
    pageBreakBefore: options.pageBreakBefore,
    keepNext: true,
    keepLines: true,
    spacing: { before: options.before ?? 240, after: 120 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: colors.accent, space: 2 } },
    children: [new TextRun({ text, bold: true, size: 24, color: colors.primary })],
  })
}

/** A smaller heading inside a section. */
export const subheading = (text: string) =>
  new Paragraph({
    keepNext: true,
    spacing: { before: 160, after: 80 },
    children: [new TextRun({ text, bold: true, size: 22, color: colors.accent })],
  })

export const bullets = (items: readonly string[]) =>
  items.map(
    (item) =>
      new Paragraph({
        numbering: { reference: 'bullets', level: 0 },
        spacing: { after: 60 },
        children: lines(item),
      }),
  )

const noBorder = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }

/**
 * Lines to write an answer on. A table with one bottom border per row, because Word and LibreOffice merge
 * the borders of consecutive paragraphs into a single box.
 */
export const answerLines = (count: number, indent = 360, width = contentWidth.portrait) =>
  new Table({
    width: { size: width - indent, type: WidthType.DXA },
    columnWidths: [width - indent],
    indent: { size: indent, type: WidthType.DXA },
    layout: TableLayoutType.FIXED,
    borders: {
      top: noBorder,
      bottom: noBorder,
      left: noBorder,
      right: noBorder,
      insideHorizontal: noBorder,
      insideVertical: noBorder,
    },
    rows: Array.from(
      { length: count },
      (_, i) =>
        new TableRow({
          cantSplit: true,
          height: { value: 420, rule: HeightRule.EXACT },
          children: [
            new TableCell({
              borders: {
                top: noBorder,
                left: noBorder,
                right: noBorder,
                bottom: { style: BorderStyle.SINGLE, size: 4, color: 'A6A6A6' },
              },
              children: [new Paragraph({ keepNext: i < count - 1, spacing: { after: 0 }, children: [] })],
            }),
          ],
        }),
    ),
  })

const thin = { style: BorderStyle.SINGLE, size: 4, color: colors.border }
const cellBorders = { top: thin, bottom: thin, left: thin, right: thin }

export function cell(
  content: string | Paragraph[],
  options: {
    width?: number
    fill?: string
    bold?: boolean
    color?: string
    align?: (typeof AlignmentType)[keyof typeof AlignmentType]
    span?: number
    size?: number
    /** Keeps the row with the next one (Word and LibreOffice move the rows together). */
    keepNext?: boolean
  } = {},
) {
  const children =
    typeof content === 'string'
      ? [
          new Paragraph({
            alignment: options.align,
            keepNext: options.keepNext,
            spacing: { after: 0 },
            children: lines(content, { bold: options.bold, color: options.color, size: options.size }),
          }),
        ]
      : content
  return new TableCell({
    children,
    borders: cellBorders,
    width: options.width ? { size: options.width, type: WidthType.DXA } : undefined,
    columnSpan: options.span,
    verticalAlign: VerticalAlignTable.CENTER,
    margins: { top: 70, bottom: 70, left: 100, right: 100 },
    shading: options.fill ? { type: ShadingType.CLEAR, color: 'auto', fill: options.fill } : undefined,
  })
}

/** A table with a shaded header row that repeats on every page. Widths in twips, summing the content width. */
export function dataTable(
  headers: readonly string[],
  rows: readonly (string | TableCell)[][],
  widths: readonly number[],
) {
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: headers.map((h, i) =>
      // The headers keep the usual size when the sheet's type is bigger (1°–2° Básico, NEE), so they fit.
      cell(h, { width: widths[i], fill: colors.fill, bold: true, color: colors.primary, size: 21 }),
    ),
  })
  const body = rows.map(
    (row) =>
      new TableRow({
        cantSplit: true,
        children: row.map((c, i) => (typeof c === 'string' ? cell(c, { width: widths[i] }) : c)),
      }),
  )
  return new Table({
    rows: [header, ...body],
    width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    columnWidths: [...widths],
    layout: TableLayoutType.FIXED,
  })
}

/** Label/value pairs laid out in rows of `perRow` pairs, labels shaded. */
export function fieldsTable(fields: readonly [string, string][], perRow: number, totalWidth: number) {
  const labelWidth = Math.round(totalWidth / perRow / 2.6)
  const valueWidth = Math.round(totalWidth / perRow) - labelWidth
  const rows: TableRow[] = []
  for (let i = 0; i < fields.length; i += perRow) {
    const group = fields.slice(i, i + perRow)
    const children = group.flatMap(([label, value]) => [
      cell(label, { width: labelWidth, fill: colors.fill, bold: true, color: colors.primary, size: 19 }),
      cell(value, { width: valueWidth }),
    ])
    const missing = perRow - group.length
    if (missing > 0) children.push(cell('', { width: (labelWidth + valueWidth) * missing, span: missing * 2 }))
    rows.push(new TableRow({ cantSplit: true, height: { value: 420, rule: HeightRule.ATLEAST }, children }))
  }
  const widths = Array.from({ length: perRow }, () => [labelWidth, valueWidth]).flat()
  return new Table({
    rows,
    width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
  })
}

/** The student's block at the top of an assessment: name, course, date, points and grade to fill in. */
export function studentBlock(totalWidth: number, maxPoints?: number) {
  const fields: [string, string][] = [
    ['Nombre', ''],
    ['Curso', ''],
    ['Fecha', ''],
  ]
  if (maxPoints !== undefined) {
    fields.push(['Puntaje ideal', `${maxPoints} puntos`], ['Puntaje obtenido', ''], ['Nota', ''])
  }
  return fieldsTable(fields, 3, totalWidth)
}

/**
 * The conversion table from points to the 1.0–7.0 grade at 60 % exigencia, in several column pairs;
 * failing grades in red, as Chilean teachers mark them.
 */
export function gradeTableBlock(maxPoints: number, totalWidth: number) {
  const { table } = gradeScaleOf(maxPoints)
  const pairs = Math.min(5, Math.max(3, Math.ceil(table.length / 10)))
  const perColumn = Math.ceil(table.length / pairs)
  const pairWidth = Math.floor(totalWidth / pairs)
  const widths = Array.from({ length: pairs }, () => [
    Math.floor(pairWidth / 2),
    pairWidth - Math.floor(pairWidth / 2),
  ]).flat()
  const header = new TableRow({
    tableHeader: true,
    children: Array.from({ length: pairs }, (_, i) => [
      cell('Puntaje', {
        width: widths[2 * i],
        fill: colors.fill,
        bold: true,
        color: colors.primary,
        align: AlignmentType.CENTER,
        keepNext: true,
      }),
      cell('Nota', {
        width: widths[2 * i + 1],
        fill: colors.fill,
        bold: true,
        color: colors.primary,
        align: AlignmentType.CENTER,
        keepNext: true,
      }),
    ]).flat(),
  })
  const rows = Array.from(
    { length: perColumn },
    (_, r) =>
      new TableRow({
        cantSplit: true,
        children: Array.from({ length: pairs }, (_, c) => {
          const entry = table[c * perColumn + r]
          const keepNext = r < perColumn - 1
          if (!entry)
            return [cell('', { width: widths[2 * c], keepNext }), cell('', { width: widths[2 * c + 1], keepNext })]
          const failing = entry.grade < gradeScale.pass
          return [
            cell(String(entry.points), {
              width: widths[2 * c],
              align: AlignmentType.CENTER,
              fill: r % 2 ? colors.soft : undefined,
              keepNext,
            }),
            cell(formatGrade(entry.grade), {
              width: widths[2 * c + 1],
              align: AlignmentType.CENTER,
              bold: true,
              color: failing ? colors.fail : colors.pass,
              fill: r % 2 ? colors.soft : undefined,
              keepNext,
            }),
          ]
        }).flat(),
      }),
  )
  return new Table({
    rows: [header, ...rows],
    width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
  })
}

export function gradeScaleSection(maxPoints: number, totalWidth: number, pageBreakBefore = false) {
  return [
    heading('Tabla de conversión de puntaje a nota', { pageBreakBefore }),
    para(
      `Escala de ${formatGrade(gradeScale.min)} a ${formatGrade(gradeScale.max)} con exigencia del ${gradeScale.exigencia * 100} %: ${gradeScaleOf(maxPoints).sentence}.`,
      { italics: true, color: colors.muted, size: 19, keepNext: true },
    ),
    gradeTableBlock(maxPoints, totalWidth),
  ]
}

function pageHeader(ctx: DocContext, right: string, width: number) {
  return new Header({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: width }],
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: colors.primary, space: 4 } },
        spacing: { after: 0 },
        children: [
          new TextRun({ text: ctx.colegio, bold: true, color: colors.primary, size: 20 }),
          new TextRun({ text: `\t${right}`, color: colors.muted, size: 18 }),
        ],
      }),
    ],
  })
}

function pageFooter(left: string, width: number) {
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: width }],
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: colors.border, space: 4 } },
        children: [
          new TextRun({ text: left, color: colors.muted, size: 16 }),
          new TextRun({
            children: ['\tPágina ', PageNumber.CURRENT, ' de ', PageNumber.TOTAL_PAGES],
            color: colors.muted,
            size: 16,
          }),
        ],
      }),
    ],
  })
}

export interface DocumentSpec {
  title: string
  /** Shown on the right of the page header, e.g. "Matemática · 5° Básico". */
  headerRight: string
  ctx: DocContext
  landscape?: boolean
  /** The base type size in half points (21 unless bigger type was asked: 1°–2° Básico, NEE, DUA). */
  baseSize?: number
  children: ISectionOptions['children']
}

/** Builds the Word file of a document: styles, numbering, header and footer, and its body. */
export async function toDocx(spec: DocumentSpec): Promise<Buffer> {
  const width = spec.landscape ? contentWidth.landscape : contentWidth.portrait
  const doc = new Document({
    creator: 'Pizarra',
    title: spec.title,
    description: `${spec.title} — ${spec.ctx.colegio}`,
    styles: {
      default: {
        document: { run: { font, size: spec.baseSize ?? 21 }, paragraph: { spacing: { line: 264 } } },
      },
    },
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 260 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: page.width,
              height: page.height,
              orientation: spec.landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
            },
            margin: {
              top: page.margin,
              bottom: page.margin,
              left: page.margin,
              right: page.margin,
              header: 567,
              footer: 567,
            },
          },
        },
        headers: { default: pageHeader(spec.ctx, spec.headerRight, width) },
        footers: { default: pageFooter(`Docente: ${spec.ctx.docente} · ${longDate(spec.ctx.fecha)}`, width) },
        children: spec.children,
      },
    ],
  })
  return Packer.toBuffer(doc)
}

/** A shaded row across a 6-column assessment table naming the objective its rows assess. */
export function objectiveRow(objetivo: string, width: number, span = 6) {
  // The rows of the task assessed ("Desempeño en la tarea: carta al director") are headed "Tarea".
  const task = /^Desempeño en la tarea: (.+)$/.exec(objetivo)
  const label = task ? 'Tarea: ' : 'Objetivo: '
  const text = task ? task[1]!.charAt(0).toUpperCase() + task[1]!.slice(1) : objetivo
  return new TableRow({
    cantSplit: true,
    children: [
      cell(
        [
          new Paragraph({
            spacing: { after: 0 },
            keepNext: true,
            children: [
              new TextRun({ text: label, bold: true, color: colors.primary }),
              ...lines(text, { italics: true }),
            ],
          }),
        ],
        { span, fill: colors.fill, width },
      ),
    ],
  })
}
