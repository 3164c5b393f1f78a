import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx'
import type { PracticeItem } from '../content/practica/types'
import {
  bullets,
  cell,
  colors,
  contentWidth,
  type DocContext,
  dataTable,
  fieldsTable,
  heading,
  lines,
  para,
  title,
  toDocx,
} from './layout'

export type { PracticeItem }

export const answerLetters = ['A', 'B', 'C', 'D'] as const

const box = { style: BorderStyle.SINGLE, size: 6, color: colors.border }

export interface PracticeTest {
  prueba: 'PAES' | 'SIMCE'
  asignatura: string
  nivel: string
  items: readonly PracticeItem[]
}

/** "Ensayo PAES de Matemática" */
export const practiceTestTitle = (t: Pick<PracticeTest, 'prueba' | 'asignatura'>) =>
  `Ensayo ${t.prueba} de ${t.asignatura}`

/** Minutes suggested for the test: PAES allows about 2.2 minutes a question, SIMCE about 1.5. */
export const suggestedMinutes = (t: Pick<PracticeTest, 'prueba'>, count: number) =>
  Math.max(10, Math.ceil((count * (t.prueba === 'PAES' ? 2.2 : 1.5)) / 5) * 5)

/** A reading text: its first line is a title when it is short and does not end like a sentence. */
function textBlock(texto: string, from: number, to: number) {
  const [first = '', ...rest] = texto.split('\n').filter((line) => line.trim())
  const hasTitle = rest.length > 0 && first.length <= 90 && !/[.:;!?»"]$/.test(first.trim())
  const body = hasTitle ? rest : [first, ...rest]
  const width = contentWidth.portrait
  const range = from === to ? `la pregunta ${from}` : `las preguntas ${from} a ${to}`
  // A one-column table draws the box: paragraph borders and shading render unevenly across word processors.
  const row = (children: Paragraph[], fill: string) =>
    new TableRow({
      children: [
        new TableCell({
          width: { size: width, type: WidthType.DXA },
          shading: { type: ShadingType.CLEAR, color: 'auto', fill },
          margins: { top: 100, bottom: 100, left: 200, right: 200 },
          borders: { top: box, bottom: box, left: box, right: box },
          children,
        }),
      ],
    })
  return [
    para(`Lee el siguiente texto y responde ${range}.`, {
      bold: true,
      color: colors.accent,
      before: 200,
      keepNext: true,
    }),
    new Table({
      width: { size: width, type: WidthType.DXA },
      columnWidths: [width],
      layout: TableLayoutType.FIXED,
      rows: [
        ...(hasTitle
          ? [
              row(
                [
                  new Paragraph({
                    alignment: AlignmentType.CENTER,
                    keepNext: true,
                    spacing: { after: 0 },
                    children: [new TextRun({ text: first.trim(), bold: true, color: colors.primary })],
                  }),
                ],
                colors.fill,
              ),
            ]
          : []),
        row(
          body.map(
            (p) =>
              new Paragraph({
                alignment: AlignmentType.JUSTIFIED,
                // The text stays on the page of its first question when it fits.
                keepNext: true,
                spacing: { after: 60, line: 276 },
                indent: { firstLine: 340 },
                children: lines(p.trim()),
              }),
          ),
          colors.soft,
        ),
      ],
    }),
  ]
}

function question(item: PracticeItem, n: number) {
  return [
    new Paragraph({
      keepNext: true,
      keepLines: true,
      spacing: { before: 200, after: 80 },
      indent: { left: 400, hanging: 400 },
      children: [new TextRun({ text: `${n}.\t`, bold: true, color: colors.primary }), ...lines(item.enunciado)],
    }),
    ...item.alternativas.map(
      (alt, i) =>
        new Paragraph({
          keepNext: i < 3,
          keepLines: true,
          spacing: { after: 40 },
          indent: { left: 800, hanging: 400 },
          children: [new TextRun({ text: `${answerLetters[i]})\t`, bold: true }), ...lines(alt)],
        }),
    ),
  ]
}

/** A grid to mark the answers: one row per question, one column per letter. */
function answerSheet(count: number) {
  const widths = [1000, 1100, 1100, 1100, 1100]
  const header = (text: string, width: number) =>
    cell(text, { width, fill: colors.fill, bold: true, color: colors.primary, align: AlignmentType.CENTER })
  return new Table({
    width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    alignment: AlignmentType.CENTER,
    rows: [
      new TableRow({ tableHeader: true, children: ['N°', ...answerLetters].map((h, i) => header(h, widths[i]!)) }),
      ...Array.from(
        { length: count },
        (_, i) =>
          new TableRow({
            cantSplit: true,
            children: [
              cell(String(i + 1), { width: widths[0], align: AlignmentType.CENTER, bold: true, fill: colors.soft }),
              ...answerLetters.map((_, j) => cell('', { width: widths[j + 1] })),
            ],
          }),
      ),
    ],
  })
}

/**
 * A PAES or SIMCE practice test: school header, student data, instructions, the questions (texts printed
 * once before the questions that read them), an answer sheet, and the answer key on its own page.
 */
export function renderPrueba(test: PracticeTest, ctx: DocContext) {
  const width = contentWidth.portrait
  const count = test.items.length
  const heading1 = practiceTestTitle(test)
  const body: (Paragraph | Table)[] = []
  test.items.forEach((item, i) => {
    if (item.texto && item.texto !== test.items[i - 1]?.texto) {
      let last = i
      while (test.items[last + 1]?.texto === item.texto) last++
      body.push(...textBlock(item.texto, i + 1, last + 1))
    }
    body.push(...question(item, i + 1))
  })
  const math = test.asignatura.startsWith('Matemática')
  return toDocx({
    title: heading1,
    headerRight: `${test.prueba} · ${test.asignatura} · ${test.nivel}`,
    ctx,
    children: [
      ...title(heading1, `${test.nivel} · ${count} ${count === 1 ? 'pregunta' : 'preguntas'}`),
      fieldsTable(
        [
          ['Nombre', ''],
          ['Curso', ''],
          ['Fecha', ''],
          ['Correctas', `_____ de ${count}`],
        ],
        2,
        width,
      ),
      heading('Instrucciones'),
      ...bullets([
        `Este ensayo tiene ${count} ${count === 1 ? 'pregunta' : 'preguntas'} de selección múltiple, cada una con cuatro alternativas (A, B, C y D) y una sola respuesta correcta.`,
        `Dispones de ${suggestedMinutes(test, count)} minutos para responder.`,
        'Marca tus respuestas en la hoja de respuestas; solo se consideran las respuestas marcadas allí.',
        'Las respuestas incorrectas no descuentan puntaje: responde todas las preguntas.',
        ...(math ? ['Puedes usar los espacios en blanco para tus cálculos. No se permite el uso de calculadora.'] : []),
      ]),
      heading('Preguntas'),
      ...body,
      heading('Hoja de respuestas', { pageBreakBefore: true }),
      fieldsTable(
        [
          ['Nombre', ''],
          ['Curso', ''],
        ],
        2,
        width,
      ),
      para('Marca con una X la alternativa que elegiste en cada pregunta.', {
        italics: true,
        color: colors.muted,
        before: 160,
      }),
      answerSheet(count),
      heading('Pauta de respuestas', { pageBreakBefore: true }),
      para('Para el docente. Retira esta página antes de entregar el ensayo a los estudiantes.', {
        italics: true,
        color: colors.muted,
      }),
      dataTable(
        ['N°', 'Respuesta', 'Habilidad'],
        test.items.map((item, i) => [
          cell(String(i + 1), { align: AlignmentType.CENTER, bold: true }),
          cell(answerLetters[item.correcta], { align: AlignmentType.CENTER, bold: true, color: colors.accent }),
          item.habilidad,
        ]),
        [1000, 1600, width - 2600],
      ),
    ],
  })
}
