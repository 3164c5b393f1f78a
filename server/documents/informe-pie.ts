import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx'
import type { PieReportRequest } from '@/api/contract/documentos'
import { type PieField, pieFieldLabels } from '@/domain/catalog'
import { formatRut } from '@/domain/rut'
import { colors, contentWidth, type DocContext, fieldsTable, heading, lines, longDate, title, toDocx } from './layout'

const percent = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 })

/** "92,5 % (23 de 25 clases registradas)": the percentage with a non-breaking space before the sign. */
export const formatAttendance = (porcentaje: number, detalle: string | null) =>
  `${percent.format(porcentaje)}\u00a0%${detalle ? ` (${detalle})` : ''}`

/** The report's kind, as listed on the student's page. */
export const pieReportType = (semestre: string) => `Informe de estado de avance PIE · ${semestre}`

const narrative = [
  'repotencias',
  'diagnostico',
  'observaciones_generales',
  'objetivos_planteados',
  'observaciones_profesor_jefe',
  'observaciones_profesor_apoyo',
] as const satisfies readonly PieField[]

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }

/** A signature line; `keepNext` keeps the first row of signatures on the page of the second. */
function signature(role: string, width: number, keepNext: boolean) {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    borders: { top: none, bottom: none, left: none, right: none },
    margins: { left: 300, right: 300 },
    children: [
      new Paragraph({
        keepNext,
        spacing: { before: 800, after: 0 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: colors.primary, space: 1 } },
        children: [],
      }),
      new Paragraph({
        keepNext,
        alignment: AlignmentType.CENTER,
        spacing: { before: 60, after: 0 },
        children: [new TextRun({ text: role, bold: true, color: colors.primary, size: 19 })],
      }),
      new Paragraph({
        keepNext,
        alignment: AlignmentType.CENTER,
        spacing: { after: 0 },
        children: [new TextRun({ text: 'Nombre, firma y timbre', color: colors.muted, size: 16 })],
      }),
    ],
  })
}

/** A PIE progress report: the student's data, the six narrative fields in labelled sections, signatures. */
export function renderInformePie(report: PieReportRequest, ctx: DocContext) {
  const width = contentWidth.portrait
  const half = Math.floor(width / 2)
  const l = pieFieldLabels
  const signatures = new Table({
    width: { size: half * 2, type: WidthType.DXA },
    columnWidths: [half, half],
    layout: TableLayoutType.FIXED,
    borders: { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none },
    rows: [
      new TableRow({
        cantSplit: true,
        children: [signature('Profesor(a) jefe', half, true), signature('Profesor(a) de apoyo PIE', half, true)],
      }),
      new TableRow({
        cantSplit: true,
        children: [
          signature('Coordinación PIE', half, false),
          signature('Apoderado(a): toma conocimiento', half, false),
        ],
      }),
    ],
  })
  return toDocx({
    title: `Informe PIE de ${report.nombre_alumno}`,
    headerRight: 'Programa de Integración Escolar',
    ctx,
    children: [
      ...title(
        'Informe de estado de avance',
        `Programa de Integración Escolar (PIE) · ${report.semestre} ${report.fecha.slice(0, 4)}`,
      ),
      heading('1. Antecedentes del estudiante', { before: 120 }),
      fieldsTable(
        [
          [l.nombre_alumno, report.nombre_alumno],
          [l.rut_alumno, formatRut(report.rut_alumno)],
          [l.curso, report.curso],
          [l.fecha, longDate(report.fecha)],
          [l.semestre, report.semestre],
          [l.asistencia, formatAttendance(report.asistencia, report.asistencia_detalle)],
        ],
        2,
        width,
      ),
      ...narrative.flatMap((field, i) => [
        heading(`${i + 2}. ${l[field]}`),
        ...report[field].split(/\n{2,}/).map(
          (block) =>
            new Paragraph({
              alignment: AlignmentType.JUSTIFIED,
              spacing: { after: 120 },
              children: lines(block.trim()),
            }),
        ),
      ]),
      heading(`${narrative.length + 2}. Firmas`, { before: 360 }),
      new Paragraph({
        keepNext: true,
        spacing: { after: 0 },
        children: [new TextRun({ text: `${ctx.colegio}, ${longDate(report.fecha)}.`, color: colors.muted, size: 19 })],
      }),
      signatures,
    ],
  })
}
