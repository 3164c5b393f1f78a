import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import type { MensajeApoderado, MensajeCreate, TipoMensaje } from '@/api/contract/apoderados'
import type { AvisoAusenciasResult } from '@/api/contract/asistencia'
import { isFutureSchoolDay } from '@/domain/attendance'
import type { Mailer } from '../../adapters/mail/mailer'
import type { Db } from '../../db/client'
import { alumnos, asistencias, colegios, cursos, mensajesApoderados, reuniones, usuarios } from '../../db/schema'
import { HttpError, notFound } from '../../errors'
import type { Actor, AuditService } from '../auditoria/service'
import type { CourseService } from '../cursos/service'
import { absenceEmail, freeMessageEmail, type GuardianEmail, meetingEmail } from './emails'

export const noGuardianEmail = 'Este estudiante no tiene correo de apoderado registrado.'

/** How many messages and meeting summaries a school may send per hour. */
export interface MessageRateLimit {
  max: number
  windowMs: number
}
const defaultLimit: MessageRateLimit = { max: 200, windowMs: 60 * 60 * 1000 }

type Student = {
  id: number
  nombre: string
  apoderado: string | null
  emailApoderado: string | null
  curso: string
}

/**
 * E-mails to the guardians of a school's students, each logged in `mensajes_apoderados` before it is sent.
 * The log row's unique `clave` makes a send idempotent: an absence notice is keyed by student and day, so
 * it goes once even when several requests ask at the same moment (the second insert waits for the first
 * transaction and then finds the key taken). A send that fails removes its row so that it can be retried.
 */
export class GuardianMessageService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly courses: CourseService,
    private readonly audit: AuditService,
    private readonly clock: () => Date = () => new Date(),
    private readonly limit: MessageRateLimit = defaultLimit,
  ) {}

  private async schoolName(colegioId: number) {
    const [row] = await this.db.select({ nombre: colegios.nombre }).from(colegios).where(eq(colegios.id, colegioId))
    return row?.nombre ?? 'Tu colegio'
  }

  private async student(colegioId: number, alumnoId: number): Promise<Student> {
    const [row] = await this.db
      .select({
        id: alumnos.id,
        nombre: alumnos.nombre,
        apoderado: alumnos.apoderado,
        emailApoderado: alumnos.emailApoderado,
        curso: cursos.nombre,
      })
      .from(alumnos)
      .innerJoin(cursos, eq(cursos.id, alumnos.cursoId))
      .where(and(eq(alumnos.id, alumnoId), eq(alumnos.colegioId, colegioId)))
    if (!row) throw notFound('El alumno')
    return row
  }

  private select() {
    return this.db
      .select({
        id: mensajesApoderados.id,
        alumno_id: mensajesApoderados.alumnoId,
        tipo: mensajesApoderados.tipo,
        asunto: mensajesApoderados.asunto,
        cuerpo: mensajesApoderados.cuerpo,
        destinatario: mensajesApoderados.destinatario,
        fechaEnvio: mensajesApoderados.fechaEnvio,
        autor: usuarios.nombre,
      })
      .from(mensajesApoderados)
      .leftJoin(usuarios, eq(usuarios.id, mensajesApoderados.usuarioId))
  }

  private static shape(row: Awaited<ReturnType<GuardianMessageService['select']>>[number]): MensajeApoderado {
    return {
      id: row.id,
      alumno_id: row.alumno_id,
      tipo: row.tipo,
      asunto: row.asunto,
      cuerpo: row.cuerpo,
      destinatario: row.destinatario,
      fecha_envio: row.fechaEnvio.toISOString(),
      enviado_por: row.autor === null ? null : { nombre: row.autor },
    }
  }

  /** The messages sent to a student's guardian, newest first; recorded as `mensajes.ver`. */
  async list(actor: Actor, alumnoId: number): Promise<MensajeApoderado[]> {
    const { colegioId } = actor
    await this.student(colegioId, alumnoId)
    const rows = await this.select()
      .where(and(eq(mensajesApoderados.colegioId, colegioId), eq(mensajesApoderados.alumnoId, alumnoId)))
      .orderBy(desc(mensajesApoderados.fechaEnvio), desc(mensajesApoderados.id))
    await this.audit.recordRead(actor, 'mensajes.ver', {
      alumnoId,
      detalle: `${rows.length} ${rows.length === 1 ? 'mensaje' : 'mensajes'}`,
    })
    return rows.map(GuardianMessageService.shape)
  }

  private async getMessage(colegioId: number, id: number) {
    const [row] = await this.select().where(
      and(eq(mensajesApoderados.id, id), eq(mensajesApoderados.colegioId, colegioId)),
    )
    return GuardianMessageService.shape(row!)
  }

  /**
   * Logs and sends one message. With `rateLimited`, the school's messages of the last hour are counted
   * under a per-school lock, so concurrent sends cannot pass the limit together. Answers the log row's id,
   * or null when `clave` was already taken (the message was sent before). The audit line goes in the
   * transaction of the log row; a send that fails leaves a second line saying so.
   */
  private async deliver(
    actor: Actor,
    student: Student,
    tipo: TipoMensaje,
    clave: string,
    email: GuardianEmail,
    colegio: string,
    rateLimited: boolean,
  ): Promise<number | null> {
    const { colegioId, userId } = actor
    const to = student.emailApoderado
    if (!to) throw new HttpError(400, noGuardianEmail)
    const accion = tipo === 'reunion' ? 'reunion.enviar' : 'mensaje.enviar'
    const id = await this.db.transaction(async (tx) => {
      if (rateLimited) {
        await tx.execute(sql`select pg_advisory_xact_lock(${hashKey('mensajes_apoderados')}, ${colegioId})`)
        const since = new Date(this.clock().getTime() - this.limit.windowMs)
        const [sent] = await tx
          .select({ n: count() })
          .from(mensajesApoderados)
          .where(
            and(
              eq(mensajesApoderados.colegioId, colegioId),
              sql`${mensajesApoderados.tipo} <> 'ausencia'`,
              gt(mensajesApoderados.fechaEnvio, since),
            ),
          )
        if ((sent?.n ?? 0) >= this.limit.max) {
          throw new HttpError(
            429,
            `Tu colegio alcanzó el máximo de ${this.limit.max} correos a apoderados por hora. Intenta de nuevo más tarde.`,
          )
        }
      }
      const [row] = await tx
        .insert(mensajesApoderados)
        .values({
          colegioId,
          alumnoId: student.id,
          usuarioId: userId,
          tipo,
          asunto: email.subject,
          cuerpo: email.text,
          destinatario: to,
          fechaEnvio: this.clock(),
          clave,
        })
        .onConflictDoNothing({ target: mensajesApoderados.clave })
        .returning({ id: mensajesApoderados.id })
      if (row)
        await this.audit.record(tx, actor, accion, { alumnoId: student.id, detalle: `${tipoLabels[tipo]} ${row.id}` })
      return row?.id ?? null
    })
    if (id === null) return null
    try {
      await this.mailer.send({ to, subject: email.subject, text: email.text, html: email.html, fromName: colegio })
    } catch {
      await this.db.transaction(async (tx) => {
        await tx.delete(mensajesApoderados).where(eq(mensajesApoderados.id, id))
        await this.audit.record(tx, actor, accion, {
          alumnoId: student.id,
          detalle: `${tipoLabels[tipo]} ${id}: no se pudo enviar`,
        })
      })
      throw new HttpError(502, 'No se pudo enviar el correo al apoderado. Intenta de nuevo en unos minutos.')
    }
    return id
  }

  /** A teacher's message to one student's guardian. */
  async send(actor: Actor, input: MensajeCreate): Promise<MensajeApoderado> {
    const { colegioId, userId } = actor
    const student = await this.student(colegioId, input.alumno_id)
    if (!student.emailApoderado) throw new HttpError(400, noGuardianEmail)
    const [colegio, docente] = await Promise.all([this.schoolName(colegioId), this.userName(userId)])
    const email = freeMessageEmail({
      colegio,
      apoderado: student.apoderado,
      asunto: input.asunto,
      cuerpo: input.cuerpo,
      docente,
    })
    const id = await this.deliver(actor, student, 'mensaje', `mensaje:${randomUUID()}`, email, colegio, true)
    return this.getMessage(colegioId, id!)
  }

  private async userName(userId: number | null) {
    if (userId === null) return ''
    const [row] = await this.db.select({ nombre: usuarios.nombre }).from(usuarios).where(eq(usuarios.id, userId))
    return row?.nombre ?? ''
  }

  /** The summary of a parent meeting, to the guardian of its student. */
  async sendMeeting(actor: Actor, reunionId: number): Promise<MensajeApoderado> {
    const { colegioId } = actor
    const [meeting] = await this.db
      .select()
      .from(reuniones)
      .where(and(eq(reuniones.id, reunionId), eq(reuniones.colegioId, colegioId)))
    if (!meeting) throw notFound('La reunión')
    const student = await this.student(colegioId, meeting.alumnoId)
    if (!student.emailApoderado) throw new HttpError(400, noGuardianEmail)
    const colegio = await this.schoolName(colegioId)
    const email = meetingEmail({
      colegio,
      apoderado: student.apoderado,
      alumno: student.nombre,
      fecha: meeting.fecha,
      motivo: meeting.motivo,
      observaciones: meeting.observaciones,
      resultado: meeting.resultado,
    })
    const clave = `reunion:${reunionId}:${randomUUID()}`
    const id = await this.deliver(actor, student, 'reunion', clave, email, colegio, true)
    return this.getMessage(colegioId, id!)
  }

  /**
   * One absence notice per student absent on `fecha` in the course, to those with a guardian e-mail.
   * A student already notified for that day is not notified again.
   */
  async notifyAbsences(actor: Actor, cursoId: number, fecha: string): Promise<AvisoAusenciasResult> {
    const { colegioId } = actor
    if (isFutureSchoolDay(fecha, this.clock())) {
      throw new HttpError(422, 'No se pueden avisar inasistencias de una fecha futura.')
    }
    const curso = await this.courses.find(colegioId, cursoId)
    const absent = await this.db
      .select({
        id: alumnos.id,
        nombre: alumnos.nombre,
        apoderado: alumnos.apoderado,
        emailApoderado: alumnos.emailApoderado,
      })
      .from(asistencias)
      .innerJoin(alumnos, eq(alumnos.id, asistencias.alumnoId))
      .where(
        and(
          eq(asistencias.colegioId, colegioId),
          eq(asistencias.cursoId, cursoId),
          eq(asistencias.fecha, fecha),
          eq(asistencias.presente, false),
        ),
      )
    const colegio = await this.schoolName(colegioId)
    let enviados = 0
    let sinCorreo = 0
    let yaAvisados = 0
    for (const a of absent) {
      if (!a.emailApoderado) {
        sinCorreo++
        continue
      }
      const email = absenceEmail({ colegio, apoderado: a.apoderado, alumno: a.nombre, curso: curso.nombre, fecha })
      const student = { ...a, curso: curso.nombre }
      const id = await this.deliver(actor, student, 'ausencia', `ausencia:${a.id}:${fecha}`, email, colegio, false)
      if (id === null) yaAvisados++
      else enviados++
    }
    const message =
      absent.length === 0
        ? 'No hay inasistencias registradas ese día.'
        : enviados === 0
          ? 'No se envió ningún aviso nuevo.'
          : `Se ${enviados === 1 ? 'envió 1 aviso' : `enviaron ${enviados} avisos`} de inasistencia.`
    return { message, enviados, sin_correo: sinCorreo, ya_avisados: yaAvisados }
  }
}

/** How an audit line names each kind of e-mail (with the id of its row in `mensajes_apoderados`). */
const tipoLabels: Record<TipoMensaje, string> = {
  mensaje: 'Mensaje',
  reunion: 'Acta de reunión',
  ausencia: 'Aviso de inasistencia',
}

/** A stable 32-bit key for an advisory lock's first half. */
function hashKey(text: string) {
  let h = 0
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0
  return h
}
