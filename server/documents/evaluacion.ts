import { AlignmentType, Paragraph, type Table, TextRun } from 'docx'
import { type EvaluacionContent, type EvaluacionQuestion, letrasPareados, type TextoBase } from './content'
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
import { baseTypeSize, learningToRead, studentLines, teacherNotesSection } from './teacher-notes'

export const letters = ['A', 'B', 'C', 'D', 'E'] as const
const kindLabel: Record<EvaluacionQuestion['tipo'], string> = {
  seleccion_multiple: 'Selección múltiple',
  verdadero_falso: 'Verdadero o falso',
  terminos_pareados: 'Términos pareados',
  respuesta_breve: 'Respuesta breve',
  desarrollo: 'Desarrollo',
}
const pts = (n: number) => `${n} ${n === 1 ? 'punto' : 'puntos'}`

/**
 * The answer lines of an open question, in proportion to its points: a short answer one line per point and
 * two more (3 to 8), a development item two lines per point (4 to 14).
 */
export const answerLinesFor = (q: Pick<EvaluacionQuestion, 'tipo' | 'puntaje'>) =>
  q.tipo === 'respuesta_breve'
    ? Math.min(8, Math.max(3, q.puntaje + 2))
    : q.tipo === 'desarrollo'
      ? Math.min(14, Math.max(4, q.puntaje * 2))
      : 0

export const totalPoints = (c: EvaluacionContent) =>
  c.secciones.reduce((sum, s) => sum + s.preguntas.reduce((a, q) => a + q.puntaje, 0), 0)

/**
 * The two columns of a matching item as one table: column A numbered, with the line where the student writes
 * the letter, and column B lettered, one or two rows longer.
 */
export function matchingTable(p: NonNullable<EvaluacionQuestion['pareados']>, width = contentWidth.portrait) {
  const widths = [Math.round((width - 1000) * 0.42), 1000, width - 1000 - Math.round((width - 1000) * 0.42)]
  const count = Math.max(p.columna_a.length, p.columna_b.length)
  // Every row keeps with the next one: the two columns are read side by side, on one page.
  const rows = Array.from({ length: count }, (_, i) => {
    const concept = p.columna_a[i]
    const definition = p.columna_b[i]
    const keepNext = i < count - 1
    return [
      cell(concept === undefined ? '' : `${i + 1}. ${concept}`, { width: widths[0], keepNext }),
      cell(concept === undefined ? '' : '______', { width: widths[1], align: AlignmentType.CENTER, keepNext }),
      cell(definition === undefined ? '' : `${letrasPareados[i]}. ${definition}`, { width: widths[2], keepNext }),
    ]
  })
  return dataTable(['Columna A', 'Letra', 'Columna B'], rows, widths)
}

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
  } else if (q.tipo === 'terminos_pareados' && q.pareados) {
    out.push(matchingTable(q.pareados), para('', { after: 60 }))
  } else if (q.tipo === 'respuesta_breve' || q.tipo === 'desarrollo') {
    out.push(answerLines(answerLinesFor(q)))
  }
  return out
}

/** A reading passage in a light box-less block: its title in bold and its paragraphs justified. */
function passage(t: TextoBase) {
  return [
    para(t.titulo, { bold: true, align: AlignmentType.CENTER, before: 120, after: 120, keepNext: true }),
    // A poem's stanzas keep their verse lines: left-aligned and indented (justifying would stretch each line).
    ...t.parrafos.map((p) =>
      p.includes('\n')
        ? para(p, { indent: 1400, after: 160 })
        : para(p, { align: AlignmentType.JUSTIFIED, after: 100 }),
    ),
  ]
}

/** "MA05 OA 07" codes of a section, or its objective line when it names no code. */
/**
 * The OA a question of the specification table was written for: its own (`oa`), marked when it is another
 * OA than its section's (a related OA's content, labelled with its own code). A question on a free-text
 * objective shows the objective; one under an OA that declares none (a stored document from before, a
 * question added in the editor) says so, never the section's OA by default.
 */
const oaOf = (s: EvaluacionContent['secciones'][number], q: EvaluacionQuestion) => {
  if (q.oa) return s.oa.length === 0 || s.oa.includes(q.oa) ? q.oa : `${q.oa} (OA relacionado)`
  return s.oa.length > 0 ? 'Sin OA declarado' : s.objetivo
}

/**
 * An evaluation: the student's part (student block, objectives, instructions, one section per objective with
 * its reading passage and questions), then for the teacher, each on a new page, the answer key with the
 * letter of every multiple-choice question, the specification table (question, OA, skill, points) and the
 * grade table.
 */
export function renderEvaluacion(c: EvaluacionContent, meta: AiDocMeta, ctx: DocContext) {
  const width = contentWidth.portrait
  const total = totalPoints(c)
  let n = 0
  // 1°–2° Básico: the purpose and each section's objective, written for teachers, go to the teacher's pages.
  const young = learningToRead(meta)
  const purpose = para(
    [new TextRun({ text: 'Propósito: ', bold: true, color: colors.primary }), ...lines(c.proposito)],
    { before: 200, after: 60 },
  )
  const body = c.secciones.flatMap((s) => {
    const points = s.preguntas.reduce((a, q) => a + q.puntaje, 0)
    return [
      heading(`${s.titulo} (${pts(points)})`),
      ...(young
        ? []
        : [
            para(
              [
                new TextRun({ text: 'Objetivo: ', bold: true, color: colors.accent }),
                ...lines(s.objetivo, { italics: true }),
              ],
              {
                after: 60,
              },
            ),
          ]),
      para(s.instruccion, { italics: true, color: colors.muted }),
      ...(s.texto_base ? passage(s.texto_base) : []),
      ...s.preguntas.flatMap((q) => question(q, ++n)),
    ]
  })
  let k = 0
  const key = c.secciones.flatMap((s) =>
    s.preguntas.map((q) => [
      cell(String(++k), { align: AlignmentType.CENTER, bold: true }),
      cell(q.clave ?? '—', { align: AlignmentType.CENTER, bold: true }),
      cell(q.respuesta_esperada),
      cell(String(q.puntaje), { align: AlignmentType.CENTER }),
    ]),
  )
  let m = 0
  const specification = c.secciones.flatMap((s) =>
    s.preguntas.map((q) => [
      cell(String(++m), { align: AlignmentType.CENTER, bold: true }),
      cell(oaOf(s, q)),
      cell(q.habilidad),
      cell(kindLabel[q.tipo]),
      cell(String(q.puntaje), { align: AlignmentType.CENTER }),
    ]),
  )
  const bySkill = new Map<string, { count: number; points: number }>()
  for (const q of c.secciones.flatMap((s) => s.preguntas)) {
    const entry = bySkill.get(q.habilidad) ?? { count: 0, points: 0 }
    entry.count++
    entry.points += q.puntaje
    bySkill.set(q.habilidad, entry)
  }
  const skillSummary = [...bySkill].map(
    ([skill, { count, points }]) =>
      `${skill}: ${count} ${count === 1 ? 'pregunta' : 'preguntas'}, ${pts(points)} (${Math.round((points / total) * 100)} %)`,
  )
  return toDocx({
    title: c.titulo,
    headerRight: subjectLine(meta),
    ctx,
    baseSize: baseTypeSize(meta),
    children: [
      ...title(c.titulo, subjectLine(meta)),
      studentBlock(width, total),
      ...(young ? [] : [purpose]),
      para(
        [
          new TextRun({ text: 'Tiempo: ', bold: true, color: colors.primary }),
          new TextRun(`${c.duracion_minutos} minutos.`),
        ],
        young ? { before: 200 } : {},
      ),
      heading('Objetivos de aprendizaje evaluados'),
      ...bullets(meta.objetivos),
      heading('Instrucciones'),
      ...bullets(studentLines(c.instrucciones, meta)),
      ...body,
      heading('Pauta de corrección (para el docente)', { pageBreakBefore: true }),
      dataTable(['N°', 'Clave', 'Respuesta esperada o criterio', 'Puntaje'], key, [
        600,
        900,
        width - 600 - 900 - 1200,
        1200,
      ]),
      para(`Puntaje total: ${pts(total)}.`, { bold: true, before: 120 }),
      ...(young ? [purpose] : []),
      ...teacherNotesSection(meta, false),
      heading('Tabla de especificaciones', { pageBreakBefore: true }),
      dataTable(['N°', 'Objetivo de aprendizaje', 'Habilidad', 'Tipo de pregunta', 'Puntaje'], specification, [
        600,
        width - 600 - 1500 - 2000 - 1200,
        1500,
        2000,
        1200,
      ]),
      para('Distribución por habilidad:', { bold: true, before: 160, after: 60 }),
      ...bullets(skillSummary),
      ...gradeScaleSection(total, width),
    ],
  })
}
