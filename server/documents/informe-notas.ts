import { AlignmentType, Paragraph, TextRun } from 'docx'
import type { NotasAlumno } from '@/api/contract/calificaciones'
import { promotionHeadline } from '@/domain/grade-book'
import { formatGrade, gradeScale } from '@/domain/grade-scale'
import {
  bullets,
  cell,
  colors,
  contentWidth,
  type DocContext,
  dataTable,
  fieldsTable,
  heading,
  longDate,
  title,
  toDocx,
} from './layout'

const grade = (nota: number | null) => (nota == null ? '—' : formatGrade(nota))
const percent = (n: number) => `${String(n).replace('.', ',')}\u00a0%`

/** A grade cell: failing grades in red, as report cards print them. */
const gradeCell = (nota: number | null, width: number, bold = false) =>
  cell(grade(nota), {
    width,
    align: AlignmentType.CENTER,
    bold,
    color: nota != null && nota < gradeScale.pass ? colors.fail : colors.pass,
  })

/** "Informe de calificaciones · Josefa Tapia Lagos" */
export const gradeReportTitle = (report: NotasAlumno) => `Informe de calificaciones · ${report.alumno.nombre}`

/**
 * A printable report of a student's grades: the student's data, a summary of subject averages with the
 * general average, attendance and promotion situation, then every subject's evaluations, and signatures.
 */
export function renderInformeNotas(report: NotasAlumno, ctx: DocContext) {
  const width = contentWidth.portrait
  const year = ctx.fecha.slice(0, 4)
  const summaryWidths = [Math.round(width * 0.7), width - Math.round(width * 0.7)]
  const summaryRows = report.asignaturas.map((a) => [
    cell(a.asignatura, { width: summaryWidths[0] }),
    gradeCell(a.promedio, summaryWidths[1]!, true),
  ])
  summaryRows.push([
    cell('Promedio general', { width: summaryWidths[0], bold: true, fill: colors.soft }),
    gradeCell(report.promedio_general, summaryWidths[1]!, true),
  ])
  const detailWidths = [
    Math.round(width * 0.46),
    Math.round(width * 0.2),
    Math.round(width * 0.16),
    width - Math.round(width * 0.46) - Math.round(width * 0.2) - Math.round(width * 0.16),
  ]
  return toDocx({
    title: gradeReportTitle(report),
    headerRight: `Informe de calificaciones ${year}`,
    ctx,
    children: [
      ...title('Informe de calificaciones', `${report.alumno.curso.nombre} · Año escolar ${year}`),
      heading('1. Antecedentes del estudiante', { before: 120 }),
      fieldsTable(
        [
          ['Nombre', report.alumno.nombre],
          ['RUT', report.alumno.rut],
          ['Curso', report.alumno.curso.nombre],
          ['Fecha', longDate(ctx.fecha)],
        ],
        2,
        width,
      ),
      heading('2. Resumen'),
      report.asignaturas.length === 0
        ? new Paragraph({ children: [new TextRun({ text: 'Aún no tiene notas registradas.', color: colors.muted })] })
        : dataTable(['Asignatura', 'Promedio'], summaryRows, summaryWidths),
      new Paragraph({
        spacing: { before: 160, after: 60 },
        children: [
          new TextRun({ text: 'Asistencia: ', bold: true, color: colors.primary }),
          new TextRun({
            text:
              report.asistencia == null
                ? 'sin registros este año.'
                : `${percent(report.asistencia)} de los días registrados este año.`,
          }),
        ],
      }),
      new Paragraph({
        spacing: { after: 60 },
        children: [
          new TextRun({ text: 'Situación: ', bold: true, color: colors.primary }),
          new TextRun({ text: promotionHeadline(report), bold: true }),
        ],
      }),
      ...bullets(report.motivos),
      heading('3. Detalle por asignatura'),
      ...report.asignaturas.flatMap((a) => [
        new Paragraph({
          keepNext: true,
          spacing: { before: 160, after: 80 },
          children: [
            new TextRun({ text: a.asignatura, bold: true, size: 22, color: colors.accent }),
            new TextRun({ text: `  ·  promedio ${grade(a.promedio)}`, color: colors.muted }),
          ],
        }),
        dataTable(
          ['Evaluación', 'Fecha', 'Ponderación', 'Nota'],
          a.evaluaciones.map((e) => [
            cell(
              e.puntaje == null
                ? e.nombre
                : `${e.nombre} (${String(e.puntaje).replace('.', ',')} de ${e.puntaje_maximo} puntos)`,
              {
                width: detailWidths[0],
              },
            ),
            cell(e.fecha.split('-').reverse().join('-'), { width: detailWidths[1], align: AlignmentType.CENTER }),
            cell(percent(e.ponderacion), { width: detailWidths[2], align: AlignmentType.CENTER }),
            gradeCell(e.nota, detailWidths[3]!),
          ]),
          detailWidths,
        ),
      ]),
      new Paragraph({
        spacing: { before: 240 },
        children: [
          new TextRun({
            text: 'Escala de 1,0 a 7,0; nota mínima de aprobación 4,0. Los promedios se calculan con la ponderación de cada evaluación y se redondean a un decimal.',
            color: colors.muted,
            size: 17,
          }),
        ],
      }),
      // The signature line stays on the page of its label.
      new Paragraph({
        keepNext: true,
        spacing: { before: 800, after: 0 },
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text: '______________________________', color: colors.primary })],
      }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text: 'Profesor(a) jefe', bold: true, color: colors.primary, size: 19 })],
      }),
    ],
  })
}
