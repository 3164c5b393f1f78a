import { AlignmentType, Paragraph, TextRun } from 'docx'
import type { TrabajoContent } from './content'
import {
  bullets,
  cell,
  colors,
  contentWidth,
  type DocContext,
  dataTable,
  fieldsTable,
  gradeScaleSection,
  heading,
  lines,
  para,
  title,
  toDocx,
} from './layout'
import { type AiDocMeta, subjectLine } from './meta'
import { baseTypeSize, teacherNotesSection } from './teacher-notes'

export const trabajoMaxPoints = (c: TrabajoContent) => c.criterios.reduce((sum, k) => sum + k.puntaje, 0)

/** A practical work: purpose, product, materials, steps, timeline and assessment criteria with grades. */
export function renderTrabajo(c: TrabajoContent, meta: AiDocMeta, ctx: DocContext) {
  const width = contentWidth.portrait
  const total = trabajoMaxPoints(c)
  return toDocx({
    title: c.titulo,
    headerRight: subjectLine(meta),
    ctx,
    baseSize: baseTypeSize(meta),
    children: [
      ...title(c.titulo, subjectLine(meta)),
      fieldsTable(
        [
          ['Integrantes', ''],
          ['Curso', ''],
          ['Modalidad', c.modalidad],
          ['Fecha de entrega', ''],
        ],
        2,
        width,
      ),
      heading('Descripción'),
      ...c.descripcion.split('\n').map((line) => para(line)),
      ...(c.tabla
        ? [
            dataTable(
              c.tabla.columnas,
              c.tabla.filas.map((row) => c.tabla!.columnas.map((_, i) => row[i] ?? '')),
              c.tabla.columnas.map(() => Math.floor(width / c.tabla!.columnas.length)),
            ),
          ]
        : []),
      heading('Objetivos de aprendizaje'),
      ...bullets(meta.objetivos),
      heading('Producto final'),
      para(c.producto),
      heading('Materiales'),
      ...bullets(c.materiales),
      heading('Pasos a seguir'),
      ...c.pasos.map(
        (paso, i) =>
          new Paragraph({
            spacing: { before: 80, after: 80 },
            indent: { left: 400, hanging: 400 },
            children: [
              new TextRun({ text: `${i + 1}.\t`, bold: true, color: colors.primary }),
              // A title written with its own period ("Investigar.") gets no second one.
              new TextRun({ text: `${paso.titulo.replace(/[.:]\s*$/, '')}. `, bold: true, color: colors.primary }),
              ...lines(paso.descripcion),
            ],
          }),
      ),
      heading('Cronograma'),
      dataTable(
        ['Etapa', 'Plazo'],
        c.cronograma.map((e) => [e.etapa, e.plazo]),
        [width - 2600, 2600],
      ),
      heading('Pauta de evaluación'),
      dataTable(
        ['Criterio', 'Se espera', 'Puntaje', 'Obtenido'],
        [
          ...c.criterios.map((k) => [
            cell(k.criterio, { bold: true, color: colors.primary }),
            k.descripcion,
            cell(String(k.puntaje), { align: AlignmentType.CENTER }),
            '',
          ]),
          [
            cell('Total', { bold: true, fill: colors.soft }),
            cell('', { fill: colors.soft }),
            cell(String(total), { align: AlignmentType.CENTER, bold: true, fill: colors.soft }),
            cell('', { fill: colors.soft }),
          ],
        ],
        [2800, width - 2800 - 1200 - 1300, 1200, 1300],
      ),
      ...gradeScaleSection(total, width, true),
      ...teacherNotesSection(meta),
    ],
  })
}
