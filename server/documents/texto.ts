import { AlignmentType, Paragraph, TextRun } from 'docx'
import type { ReadingMoment, TextoContent } from './content'
import {
  answerLines,
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
import { type AiDocMeta, subjectLine } from './meta'
import { baseTypeSize, teacherNotesSection } from './teacher-notes'

export const momentLabels: Record<ReadingMoment, string> = {
  antes: 'Antes de la lectura',
  durante: 'Durante la lectura',
  despues: 'Después de la lectura',
}

const isVerse = (c: TextoContent) => c.parrafos.some((p) => p.includes('\n'))

/** The teacher's pauta of the activities that have one, on its own page, numbered as in the document. */
function pautaSection(c: TextoContent) {
  const order: ReadingMoment[] = ['antes', 'durante', 'despues']
  const numbered = order.flatMap((m) => c.actividades.filter((a) => a.momento === m))
  const rows = numbered.flatMap((a, i) => (a.pauta ? [[String(i + 1), a.pauta]] : []))
  if (rows.length === 0) return []
  const width = contentWidth.portrait
  return [
    heading('Pauta de corrección (para el docente)', { pageBreakBefore: true }),
    dataTable(['N°', 'Respuesta esperada'], rows, [800, width - 800]),
  ]
}

/** A reading text (literary, informative, argumentative, news) with its glossary and reading activities before, during and after reading. */
export function renderTexto(c: TextoContent, meta: AiDocMeta, ctx: DocContext) {
  const width = contentWidth.portrait
  const verse = isVerse(c)
  let n = 0
  const activities = (moment: ReadingMoment, withLines: boolean) => {
    const items = c.actividades.filter((a) => a.momento === moment)
    if (items.length === 0) return []
    return [
      heading(momentLabels[moment]),
      ...items.flatMap((a) => [
        new Paragraph({
          keepNext: withLines,
          spacing: { before: 120, after: 60 },
          indent: { left: 360, hanging: 360 },
          children: [new TextRun({ text: `${++n}.\t`, bold: true, color: colors.primary }), ...lines(a.consigna)],
        }),
        ...(withLines ? [answerLines(3)] : []),
      ]),
    ]
  }
  const body = c.parrafos.map((p) =>
    verse
      ? new Paragraph({ spacing: { after: 200, line: 300 }, indent: { left: 1400 }, children: lines(p, { size: 23 }) })
      : new Paragraph({
          alignment: AlignmentType.JUSTIFIED,
          spacing: { after: 140, line: 300 },
          indent: { firstLine: 425 },
          children: lines(p, { size: 23 }),
        }),
  )
  return toDocx({
    title: c.titulo,
    headerRight: subjectLine(meta),
    ctx,
    baseSize: baseTypeSize(meta),
    children: [
      ...title(c.titulo, `${c.genero} · ${c.autor}`),
      fieldsTable(
        [
          ['Nombre', ''],
          ['Curso', ''],
          ['Fecha', ''],
        ],
        3,
        width,
      ),
      heading('Objetivos de aprendizaje'),
      ...bullets(meta.objetivos),
      ...activities('antes', true),
      ...activities('durante', false),
      heading(c.titulo, { before: 360 }),
      ...body,
      para(c.autor, { italics: true, align: AlignmentType.RIGHT, color: colors.muted }),
      ...(c.glosario.length > 0
        ? [
            heading('Glosario'),
            dataTable(
              ['Palabra', 'Significado'],
              c.glosario.map((g) => [cell(g.palabra, { bold: true, color: colors.primary }), g.definicion]),
              [2400, width - 2400],
            ),
          ]
        : []),
      ...activities('despues', true),
      ...pautaSection(c),
      ...teacherNotesSection(meta),
    ],
  })
}
