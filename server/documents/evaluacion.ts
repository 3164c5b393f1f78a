import { AlignmentType, Paragraph, type Table, TextRun } from 'docx'
import type { EvaluacionContent, EvaluacionQuestion } from './content'
import {
  answerLines,
  bullets,
  cell,
  colors,
  contentWidth,
  type DocContext,
  dataTable,
  gradeScaleSection,
  heading,
  lines,
  para,
  studentBlock,
  title,
  toDocx,
} from './layout'
import { type AiDocMeta, subjectLine } from './meta'

export const letters = ['A', 'B', 'C', 'D', 'E'] as const
const kindLabel: Record<EvaluacionQuestion['tipo'], string> = {
  seleccion_multiple: 'Selección múltiple',
  verdadero_falso: 'Verdadero o falso',
  respuesta_breve: 'Respuesta breve',
  desarrollo: 'Desarrollo',
}
const pts = (n: number) => `${n} ${n === 1 ? 'punto' : 'puntos'}`

export const totalPoints = (c: EvaluacionContent) =>
  c.secciones.reduce((sum, s) => sum + s.preguntas.reduce((a, q) => a + q.puntaje, 0), 0)

function question(q: EvaluacionQuestion, n: number) {
  const out: (Paragraph | Table)[] = [
    new Paragraph({
      keepNext: true,
      keepLines: true,
      spacing: { before: 160, after: 80 },
      indent: { left: 360, hanging: 360 },
      children: [
        new TextRun({ text: `${n}.\t`, bold: true, color: colors.primary }),
        ...(q.tipo === 'verdadero_falso' ? [new TextRun({ text: '_____  ' })] : []),
        ...lines(q.enunciado),
        new TextRun({ text: ` (${pts(q.puntaje)})`, color: colors.muted, size: 19 }),
      ],
    }),
  ]
  if (q.tipo === 'seleccion_multiple') {
    q.alternativas.forEach((alt, i) => {
      out.push(
        new Paragraph({
          keepNext: i < q.alternativas.length - 1,
          spacing: { after: 40 },
          indent: { left: 720, hanging: 360 },
          children: [new TextRun({ text: `${letters[i]})\t`, bold: true }), ...lines(alt)],
        }),
      )
    })
  } else if (q.tipo === 'respuesta_breve') {
    out.push(answerLines(3))
  } else if (q.tipo === 'desarrollo') {
    out.push(answerLines(Math.min(10, 4 + q.puntaje)))
  }
  return out
}

/** An evaluation: student block, objectives, instructions, one section per objective, key and grade table. */
export function renderEvaluacion(c: EvaluacionContent, meta: AiDocMeta, ctx: DocContext) {
  const width = contentWidth.portrait
  const total = totalPoints(c)
  let n = 0
  const body = c.secciones.flatMap((s) => {
    const points = s.preguntas.reduce((a, q) => a + q.puntaje, 0)
    return [
      heading(`${s.titulo} (${pts(points)})`),
      para(
        [
          new TextRun({ text: 'Objetivo: ', bold: true, color: colors.accent }),
          ...lines(s.objetivo, { italics: true }),
        ],
        {
          after: 60,
        },
      ),
      para(s.instruccion, { italics: true, color: colors.muted }),
      ...s.preguntas.flatMap((q) => question(q, ++n)),
    ]
  })
  let k = 0
  const key = c.secciones.flatMap((s) =>
    s.preguntas.map((q) => [
      cell(String(++k), { align: AlignmentType.CENTER, bold: true }),
      cell(kindLabel[q.tipo]),
      cell(q.respuesta_esperada),
      cell(String(q.puntaje), { align: AlignmentType.CENTER }),
    ]),
  )
  return toDocx({
    title: c.titulo,
    headerRight: subjectLine(meta),
    ctx,
    children: [
      ...title(c.titulo, subjectLine(meta)),
      studentBlock(width, total),
      para([new TextRun({ text: 'Propósito: ', bold: true, color: colors.primary }), ...lines(c.proposito)], {
        before: 200,
        after: 60,
      }),
      para([
        new TextRun({ text: 'Tiempo: ', bold: true, color: colors.primary }),
        new TextRun(`${c.duracion_minutos} minutos.`),
      ]),
      heading('Objetivos de aprendizaje evaluados'),
      ...bullets(meta.objetivos),
      heading('Instrucciones'),
      ...bullets(c.instrucciones),
      ...body,
      heading('Pauta de corrección (para el docente)', { pageBreakBefore: true }),
      dataTable(['N°', 'Tipo', 'Respuesta esperada o criterio', 'Puntaje'], key, [
        600,
        1700,
        width - 600 - 1700 - 1000,
        1000,
      ]),
      para(`Puntaje total: ${pts(total)}.`, { bold: true, before: 120 }),
      ...gradeScaleSection(total, width),
    ],
  })
}
