import escapeHtml from 'escape-html'
import { formatSchoolDay } from '@/domain/attendance'

/** An e-mail to a guardian: plain text and the same text as simple HTML. */
export interface GuardianEmail {
  subject: string
  text: string
  html: string
}

/** "Estimada/o Carolina Rojas Muñoz:" when the guardian's name is on file, else a general greeting. */
const greeting = (apoderado: string | null) => (apoderado ? `Estimado(a) ${apoderado}:` : 'Estimado(a) apoderado(a):')

/** A teacher's own opening ("Estimado Lucas:", "Hola", "Buenas tardes"): no second greeting above it. */
const greets = (paragraph: string) =>
  /^(estimad[oa]s?|querid[oa]s?|señor(a|es)?|sr\.|sra\.|srta\.|hola|buen[oa]s)(?![a-záéíóúñ])/i.test(paragraph)

/** A teacher's own sign-off ("Saludos cordiales, Jefa UTP", "Atentamente"): no second one below it. */
const signsOff = (paragraph: string) =>
  /^(saludos|atentamente|cordialmente|afectuosamente|un (cordial )?saludo|se despide)/im.test(paragraph)

/** Paragraphs (separated by blank lines) as HTML, line breaks kept, every text escaped. */
const htmlParagraphs = (paragraphs: string[]) =>
  paragraphs.map((p) => `<p style="margin:0 0 14px;">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')

/**
 * `firma`: who signs above the school's name (the teacher who wrote the message); `signedOff`: the
 * paragraphs already end with a sign-off, so only the name and the school follow.
 */
function compose(
  subject: string,
  paragraphs: string[],
  colegio: string,
  firma?: string,
  signedOff = false,
): GuardianEmail {
  const closing = `${signedOff ? '' : 'Saludos cordiales,\n'}${firma ? `${firma}\n` : ''}${colegio}`
  const all = [...paragraphs, closing]
  const footer =
    'Este correo fue enviado por el colegio a través de Pizarra. Para responder, comuníquese directamente con el colegio.'
  return {
    subject,
    text: `${all.join('\n\n')}\n\n--\n${footer}\n`,
    html: `<!doctype html>
<html lang="es"><body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#212529;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;font-size:15px;line-height:1.6;">
<p style="margin:0 0 16px;font-weight:bold;color:#1f3864;">${escapeHtml(colegio)}</p>
${htmlParagraphs(all)}
<p style="margin:24px 0 0;font-size:12px;color:#6c757d;">${escapeHtml(footer)}</p>
</div></body></html>`,
  }
}

/** A message written by a teacher to one student's guardian. */
export function freeMessageEmail(input: {
  colegio: string
  apoderado: string | null
  asunto: string
  cuerpo: string
  docente: string
}): GuardianEmail {
  const paragraphs = input.cuerpo
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
  const last = paragraphs.at(-1) ?? ''
  return compose(
    input.asunto,
    greets(paragraphs[0] ?? '') ? paragraphs : [greeting(input.apoderado), ...paragraphs],
    input.colegio,
    input.docente || undefined,
    signsOff(last),
  )
}

/** The notice that a student was absent on a day. */
export function absenceEmail(input: {
  colegio: string
  apoderado: string | null
  alumno: string
  curso: string
  fecha: string
}): GuardianEmail {
  const day = formatSchoolDay(input.fecha)
  return compose(
    `Inasistencia de ${input.alumno} el ${day}`,
    [
      greeting(input.apoderado),
      `Le informamos que ${input.alumno}, del curso ${input.curso}, no asistió a clases el ${day}.`,
      'Si la inasistencia tiene una justificación (por ejemplo, un certificado médico), le pedimos hacerla llegar al profesor(a) jefe o a inspectoría. Recuerde que se requiere al menos un 85 % de asistencia anual para la promoción.',
    ],
    input.colegio,
  )
}

/** The summary of a parent meeting, for the guardian of its student. */
export function meetingEmail(input: {
  colegio: string
  apoderado: string | null
  alumno: string
  fecha: string
  motivo: string
  observaciones: string
  resultado: string
}): GuardianEmail {
  const day = formatSchoolDay(input.fecha)
  return compose(
    `Resumen de la reunión del ${day} sobre ${input.alumno}`,
    [
      greeting(input.apoderado),
      `Le enviamos el resumen de la reunión realizada el ${day} sobre ${input.alumno}.`,
      `Motivo:\n${input.motivo}`,
      `Observaciones:\n${input.observaciones}`,
      `Acuerdos y resultado:\n${input.resultado}`,
      'Si tiene dudas o algo que agregar, puede responder comunicándose con el colegio.',
    ],
    input.colegio,
  )
}
