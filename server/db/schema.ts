import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberStates, roles } from '@/domain/catalog'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const colegioRef = () =>
  integer('colegio_id')
    .notNull()
    .references(() => colegios.id, { onDelete: 'cascade' })

export const colegios = pgTable('colegios', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  region: text('region').notNull(),
  comuna: text('comuna').notNull(),
  emailResponsable: text('email_responsable').notNull(),
  codigo: text('codigo').notNull().unique(),
  plan: text('plan', { enum: ['starter', 'pro', 'plus'] }).notNull(),
  /** The libro de clases: the number of the block of the day whose attendance is the day's (subsidy) attendance. */
  bloqueSubvencion: smallint('bloque_subvencion').notNull().default(2),
  createdAt: createdAt(),
})

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** `administrador`, `utp` or `docente` (src/domain/catalog.ts `roles`). */
    rol: text('rol', { enum: roles }).notNull().default('utp'),
    /**
     * `pendiente` until approved, `activo`, or `suspendido`. The column's default is `activo` so that an
     * instance of the previous version, still running during an update, keeps registering usable members;
     * this version always writes it.
     */
    estado: text('estado', { enum: memberStates }).notNull().default('activo'),
    /**
     * Raised to end every session of the user (suspension, "cerrar sesión en todos los dispositivos", a
     * password change): a token carries the version it was signed with and is refused once it is older.
     */
    sesionVersion: integer('sesion_version').notNull().default(0),
    /** Extra evaluations bought and not yet spent; they never expire. */
    extrasSaldo: integer('extras_saldo').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('usuarios_email_uq').on(sql`lower(${t.email})`), index('usuarios_colegio_idx').on(t.colegioId)],
)

/**
 * Sessions ended by "Cerrar sesión": the token's id (`jti`), refused from then on. A row is needed only
 * until the token would have expired by itself (`expira_en`); older rows are deleted when one is added.
 */
export const sesionesCerradas = pgTable(
  'sesiones_cerradas',
  {
    jti: text('jti').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    expiraEn: timestamp('expira_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('sesiones_cerradas_expira_idx').on(t.expiraEn), index('sesiones_cerradas_usuario_idx').on(t.usuarioId)],
)

/** Evaluations spent by a user in one calendar month (America/Santiago), `mes` as YYYY-MM. */
export const usoEvaluaciones = pgTable(
  'uso_evaluaciones',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    mes: text('mes').notNull(),
    usadas: integer('usadas').notNull().default(0),
    /** How many of this month's spends came out of the extras balance. */
    extrasUsadas: integer('extras_usadas').notNull().default(0),
  },
  (t) => [uniqueIndex('uso_evaluaciones_pk').on(t.usuarioId, t.mes)],
)

export const resetTokens = pgTable('reset_tokens', {
  id: serial('id').primaryKey(),
  usuarioId: integer('usuario_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
})

/** Checkouts of the built-in sandbox payment provider, kept like a real provider keeps them. */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  tipo: text('tipo', { enum: ['suscripcion', 'extra'] }).notNull(),
  plan: text('plan', { enum: ['starter', 'pro', 'plus'] }),
  usuarioId: integer('usuario_id'),
  montoClp: integer('monto_clp').notNull(),
  estado: text('estado', { enum: ['pendiente', 'aprobado', 'rechazado'] })
    .notNull()
    .default('pendiente'),
  createdAt: createdAt(),
})

/** Every provider payment or preapproval that has been turned into something; each is used once. */
export const pagosUsados = pgTable(
  'pagos_usados',
  {
    id: serial('id').primaryKey(),
    proveedor: text('proveedor').notNull(),
    tipo: text('tipo', { enum: ['suscripcion', 'extra'] }).notNull(),
    externalId: text('external_id').notNull(),
    colegioId: integer('colegio_id').references(() => colegios.id, { onDelete: 'set null' }),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    montoClp: integer('monto_clp').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pagos_usados_uq').on(t.proveedor, t.tipo, t.externalId)],
)

export const cursos = pgTable(
  'cursos',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    nombre: text('nombre').notNull(),
    nivel: text('nivel').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cursos_nombre_uq').on(t.colegioId, sql`lower(${t.nombre})`)],
)

export const alumnos = pgTable(
  'alumnos',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    cursoId: integer('curso_id')
      .notNull()
      .references(() => cursos.id, { onDelete: 'restrict' }),
    nombre: text('nombre').notNull(),
    /** Normalised: digits, dash, check digit (`12345678-5`). */
    rut: text('rut').notNull(),
    /** The RUT as displayed (`12.345.678-5`), computed by the database when the row is written. */
    rutFormateado: text('rut_formateado')
      .notNull()
      .generatedAlwaysAs(
        sql`regexp_replace(split_part(rut, '-', 1), '([0-9])(?=([0-9]{3})+$)', '\\1.', 'g') || '-' || split_part(rut, '-', 2)`,
      ),
    /**
     * The Spanish alphabetical key of the name, computed by the database when the row is written:
     * lower case without accents, and ñ as `n~`, which sorts after every n and before o. The lists order
     * by it under the C collation, the same on PGlite, embedded and any PostgreSQL server.
     */
    nombreOrden: text('nombre_orden')
      .notNull()
      .generatedAlwaysAs(
        sql`replace(lower(translate(nombre, 'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑáàâäéèêëíìîïóòôöúùûü', 'AAAAEEEEIIIIOOOOUUUUñaaaaeeeeiiiioooouuuu')), 'ñ', 'n~')`,
      ),
    fechaNacimiento: date('fecha_nacimiento'),
    direccion: text('direccion'),
    telefono: text('telefono'),
    apoderado: text('apoderado'),
    /** The guardian's e-mail (lower case), where messages and absence notices go. */
    emailApoderado: text('email_apoderado'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alumnos_rut_uq').on(t.colegioId, t.rut),
    index('alumnos_curso_idx').on(t.cursoId),
    index('alumnos_orden_idx').on(t.colegioId, sql`${t.nombreOrden} collate "C"`, t.id),
  ],
)

export const asistencias = pgTable(
  'asistencias',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    cursoId: integer('curso_id')
      .notNull()
      .references(() => cursos.id, { onDelete: 'cascade' }),
    alumnoId: integer('alumno_id')
      .notNull()
      .references(() => alumnos.id, { onDelete: 'cascade' }),
    fecha: date('fecha').notNull(),
    presente: boolean('presente').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('asistencias_uq').on(t.alumnoId, t.fecha),
    index('asistencias_curso_fecha_idx').on(t.cursoId, t.fecha),
    // The school's days of a period with every column the risk lists count: read by an index-only scan.
    index('asistencias_colegio_fecha_idx').on(t.colegioId, t.fecha, t.alumnoId, t.presente),
  ],
)

export const reuniones = pgTable(
  'reuniones',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    alumnoId: integer('alumno_id')
      .notNull()
      .references(() => alumnos.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    fecha: date('fecha').notNull(),
    motivo: text('motivo').notNull(),
    observaciones: text('observaciones').notNull(),
    resultado: text('resultado').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reuniones_alumno_idx').on(t.alumnoId)],
)

export const solicitudes = pgTable('solicitudes', {
  id: serial('id').primaryKey(),
  colegioId: colegioRef(),
  usuarioId: integer('usuario_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  titulo: text('titulo').notNull(),
  tipo: text('tipo').notNull(),
  descripcion: text('descripcion').notNull(),
  estado: text('estado', { enum: ['pendiente', 'en_proceso', 'resuelta', 'rechazada'] })
    .notNull()
    .default('pendiente'),
  fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
})

export const respuestas = pgTable('respuestas', {
  id: serial('id').primaryKey(),
  solicitudId: integer('solicitud_id')
    .notNull()
    .references(() => solicitudes.id, { onDelete: 'cascade' }),
  autorId: integer('autor_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  contenido: text('contenido').notNull(),
  estado: text('estado', { enum: ['en_proceso', 'resuelta', 'rechazada'] }).notNull(),
  fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
})

export const documentos = pgTable(
  'documentos',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    /** The file of the current version. */
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
    /** AI documents only: the teacher's request (nivel, asignatura, objetivos, instrucciones) and the content. */
    nivel: text('nivel'),
    asignatura: text('asignatura'),
    solicitud: jsonb('solicitud'),
    /** The current content; null for documents that cannot be edited (PIE reports, practice tests, older rows). */
    contenido: jsonb('contenido'),
    /** Raised by every saved edit; a save that names an older version is refused. */
    version: integer('version').notNull().default(1),
    /**
     * The student the document is about (a grade report, a PIE report), null for a document about no one:
     * a family's export and a student's deletion follow it, and a member who may no longer see the student
     * no longer sees the document.
     */
    alumnoId: integer('alumno_id').references(() => alumnos.id, { onDelete: 'cascade' }),
  },
  (t) => [index('documentos_usuario_idx').on(t.usuarioId, t.createdAt), index('documentos_alumno_idx').on(t.alumnoId)],
)

/** Every saved version of an editable document, with its own Word file. */
export const documentoVersiones = pgTable(
  'documento_versiones',
  {
    id: serial('id').primaryKey(),
    documentoId: integer('documento_id')
      .notNull()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    contenido: jsonb('contenido').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('documento_versiones_version_idx').on(t.documentoId, t.version)],
)

/** Regenerations of single elements per document and school day (America/Santiago), for the daily limit. */
export const documentoRegeneraciones = pgTable(
  'documento_regeneraciones',
  {
    documentoId: integer('documento_id')
      .notNull()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    dia: date('dia').notNull(),
    cantidad: integer('cantidad').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentoId, t.dia] })],
)

export const informesPie = pgTable('informes_pie', {
  id: serial('id').primaryKey(),
  colegioId: colegioRef(),
  alumnoId: integer('alumno_id').references(() => alumnos.id, { onDelete: 'set null' }),
  usuarioId: integer('usuario_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  documentoId: integer('documento_id').references(() => documentos.id, { onDelete: 'set null' }),
  fecha: date('fecha').notNull(),
  tipo: text('tipo').notNull(),
  datos: jsonb('datos').notNull(),
  createdAt: createdAt(),
})

/** An evaluation of the libro de notas: one column of a course's grid in one subject. */
export const evaluacionesCurso = pgTable(
  'evaluaciones_curso',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    cursoId: integer('curso_id')
      .notNull()
      .references(() => cursos.id, { onDelete: 'cascade' }),
    asignatura: text('asignatura').notNull(),
    nombre: text('nombre').notNull(),
    fecha: date('fecha').notNull(),
    /** Percentage of the subject average, up to two decimals. */
    ponderacion: numeric('ponderacion', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Set when the evaluation is graded by points, converted at 60 % exigencia. */
    puntajeMaximo: integer('puntaje_maximo'),
    /** The OA the evaluation assesses ("MA04 OA 03"), for Cobertura curricular; empty when none was given. */
    oa: text('oa').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index('evaluaciones_curso_asignatura_idx').on(t.cursoId, t.asignatura)],
)

/** A student's grade in one evaluation (1.0–7.0); a cleared grade is a deleted row. */
export const calificaciones = pgTable(
  'calificaciones',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    evaluacionId: integer('evaluacion_id')
      .notNull()
      .references(() => evaluacionesCurso.id, { onDelete: 'cascade' }),
    alumnoId: integer('alumno_id')
      .notNull()
      .references(() => alumnos.id, { onDelete: 'cascade' }),
    nota: numeric('nota', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    /** The score the grade was converted from, when the evaluation is graded by points. */
    puntaje: numeric('puntaje', { precision: 6, scale: 1, mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calificaciones_uq').on(t.evaluacionId, t.alumnoId),
    index('calificaciones_alumno_idx').on(t.alumnoId),
  ],
)

/** Every e-mail sent to a guardian; `clave` makes a send idempotent (one absence notice per student and day). */
export const mensajesApoderados = pgTable(
  'mensajes_apoderados',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    alumnoId: integer('alumno_id')
      .notNull()
      .references(() => alumnos.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    tipo: text('tipo', { enum: ['mensaje', 'ausencia', 'reunion'] }).notNull(),
    asunto: text('asunto').notNull(),
    cuerpo: text('cuerpo').notNull(),
    destinatario: text('destinatario').notNull(),
    fechaEnvio: timestamp('fecha_envio', { withTimezone: true }).notNull().defaultNow(),
    clave: text('clave').notNull(),
  },
  (t) => [
    uniqueIndex('mensajes_apoderados_clave_uq').on(t.clave),
    index('mensajes_apoderados_alumno_idx').on(t.alumnoId, t.fechaEnvio),
    index('mensajes_apoderados_colegio_idx').on(t.colegioId, t.fechaEnvio),
  ],
)

/** The courses assigned to a member; a docente sees only these courses' students and records. */
export const usuarioCursos = pgTable(
  'usuario_cursos',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    cursoId: integer('curso_id')
      .notNull()
      .references(() => cursos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.cursoId] }), index('usuario_cursos_curso_idx').on(t.cursoId)],
)

/**
 * The audit trail: who did what to whose data, one line per student concerned. Append-only: a trigger
 * (in the migration) refuses every UPDATE and DELETE. `alumno_id` and `usuario_id` are plain numbers, not
 * foreign keys, so a line outlives the student (a deletion keeps its `alumno.eliminar` line) and the member;
 * only the school's own deletion (the cascade of its whole data) is let through by the trigger.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    usuarioId: integer('usuario_id'),
    accion: text('accion').notNull(),
    alumnoId: integer('alumno_id'),
    detalle: text('detalle').notNull().default(''),
    ip: text('ip'),
  },
  (t) => [
    index('auditoria_colegio_idx').on(t.colegioId, t.id),
    index('auditoria_alumno_idx').on(t.colegioId, t.alumnoId, t.id),
  ],
)

/*
 * The libro de clases (Circular N° 30): schedules, class days, the blocks of each day (clases) with their
 * attendance, leccionario and signature, corrections and their visado, and each member's TOTP authenticator.
 * Members and students are named by plain ids (no foreign keys), as in the audit trail: the libro is kept five
 * years and outlives a deleted member or student; names at signing time are copied into the row.
 * Signed rows are immutable: triggers in the migration refuse UPDATE and DELETE of a signed clase and of its
 * attendance, and of a correction once countersigned (only the school's own deletion cascades through).
 */

/** A version of a course's weekly schedule, in force from `vigente_desde` until the next version's date. */
export const horarios = pgTable(
  'horarios',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    cursoId: integer('curso_id')
      .notNull()
      .references(() => cursos.id, { onDelete: 'cascade' }),
    vigenteDesde: date('vigente_desde').notNull(),
    creadoPor: integer('creado_por'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('horarios_curso_desde_uq').on(t.cursoId, t.vigenteDesde)],
)

/** One weekly block of a schedule version: day 1 (lunes) to 5, start and end "HH:MM", subject, teacher. */
export const bloquesHorario = pgTable(
  'bloques_horario',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    horarioId: integer('horario_id')
      .notNull()
      .references(() => horarios.id, { onDelete: 'cascade' }),
    dia: smallint('dia').notNull(),
    inicio: text('inicio').notNull(),
    fin: text('fin').notNull(),
    /** Number of the block in its day, by start time (1 = first). */
    numero: smallint('numero').notNull(),
    asignatura: text('asignatura').notNull(),
    docenteId: integer('docente_id').notNull(),
    codocenteId: integer('codocente_id'),
    codocenteTipo: text('codocente_tipo', { enum: ['codocente', 'pie'] }),
  },
  (t) => [
    index('bloques_horario_horario_idx').on(t.horarioId, t.dia),
    index('bloques_horario_docente_idx').on(t.docenteId),
  ],
)

/** A day without classes at a school (a suspension), with its reason. */
export const diasSinClases = pgTable(
  'dias_sin_clases',
  {
    colegioId: colegioRef(),
    fecha: date('fecha').notNull(),
    motivo: text('motivo').notNull(),
    creadoPor: integer('creado_por'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.colegioId, t.fecha] })],
)

/**
 * A block of one date (a clase), copied from the schedule in force that day when first listed. Attendance
 * taken (`registrada_en`), leccionario written, signed (`firmada_en`): once signed, the row never changes.
 */
export const clases = pgTable(
  'clases',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    cursoId: integer('curso_id')
      .notNull()
      .references(() => cursos.id, { onDelete: 'cascade' }),
    fecha: date('fecha').notNull(),
    /** The schedule block it was copied from (a plain id: schedule versions may be replaced, the clase stays). */
    bloqueId: integer('bloque_id'),
    numero: smallint('numero').notNull(),
    inicio: text('inicio').notNull(),
    fin: text('fin').notNull(),
    asignatura: text('asignatura').notNull(),
    docenteId: integer('docente_id').notNull(),
    codocenteId: integer('codocente_id'),
    registradaEn: timestamp('registrada_en', { withTimezone: true }),
    registradaPor: integer('registrada_por'),
    leccionario: text('leccionario'),
    oa: text('oa').array().notNull().default(sql`'{}'::text[]`),
    actividades: text('actividades'),
    firmadaEn: timestamp('firmada_en', { withTimezone: true }),
    firmadaPor: integer('firmada_por'),
    firmadaPorNombre: text('firmada_por_nombre'),
    firmaMetodo: text('firma_metodo'),
    reemplazoNombre: text('reemplazo_nombre'),
    reemplazoMotivo: text('reemplazo_motivo'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('clases_curso_fecha_inicio_uq').on(t.cursoId, t.fecha, t.inicio),
    index('clases_colegio_fecha_idx').on(t.colegioId, t.fecha),
    index('clases_docente_fecha_idx').on(t.docenteId, t.fecha),
    index('clases_curso_asignatura_idx').on(t.cursoId, t.asignatura),
  ],
)

/** A student's attendance in a block as first taken (corrections are versions in `correcciones_asistencia`). */
export const asistenciaBloque = pgTable(
  'asistencia_bloque',
  {
    claseId: integer('clase_id')
      .notNull()
      .references(() => clases.id, { onDelete: 'cascade' }),
    alumnoId: integer('alumno_id').notNull(),
    /** The school, for tenancy checks; no foreign key of its own: the block's (`clase_id`) already ties it,
     * and a year of a school's blocks is a million rows to check twice. */
    colegioId: integer('colegio_id').notNull(),
    estado: text('estado', { enum: ['presente', 'ausente', 'atrasado'] }).notNull(),
    horaLlegada: text('hora_llegada'),
  },
  (t) => [primaryKey({ columns: [t.claseId, t.alumnoId] })],
)

/**
 * A correction of a signed block: the reason, who corrected and signed it, the new leccionario when it
 * changes, and the visado (an inspector's or the administrador's countersignature, or a rejection with
 * its reason). The original stays in `clases`/`asistencia_bloque`; the record in force is the original
 * with the approved corrections applied in order.
 */
export const correcciones = pgTable(
  'correcciones',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    claseId: integer('clase_id')
      .notNull()
      .references(() => clases.id, { onDelete: 'cascade' }),
    motivo: text('motivo').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    usuarioNombre: text('usuario_nombre').notNull(),
    firmaMetodo: text('firma_metodo').notNull(),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
    /** The leccionario before and after, when the correction changes it (jsonb `{ texto, oa, actividades }`). */
    leccionarioAnterior: jsonb('leccionario_anterior').$type<{
      texto: string
      oa: string[]
      actividades: string | null
    }>(),
    leccionario: jsonb('leccionario').$type<{ texto: string; oa: string[]; actividades: string | null }>(),
    estado: text('estado', { enum: ['pendiente_visado', 'aprobada', 'rechazada'] }).notNull(),
    visadoPor: integer('visado_por'),
    visadoPorNombre: text('visado_por_nombre'),
    visadoEn: timestamp('visado_en', { withTimezone: true }),
    visadoMotivo: text('visado_motivo'),
  },
  (t) => [
    index('correcciones_clase_idx').on(t.claseId),
    index('correcciones_colegio_estado_idx').on(t.colegioId, t.estado),
  ],
)

/** The students a correction changes: the state before (null when the block had no record) and after. */
export const correccionesAsistencia = pgTable(
  'correcciones_asistencia',
  {
    correccionId: integer('correccion_id')
      .notNull()
      .references(() => correcciones.id, { onDelete: 'cascade' }),
    alumnoId: integer('alumno_id').notNull(),
    colegioId: colegioRef(),
    antesEstado: text('antes_estado'),
    antesHoraLlegada: text('antes_hora_llegada'),
    estado: text('estado', { enum: ['presente', 'ausente', 'atrasado'] }).notNull(),
    horaLlegada: text('hora_llegada'),
  },
  (t) => [primaryKey({ columns: [t.correccionId, t.alumnoId] })],
)

/**
 * The justification of a student's late arrival on a day (absent in the subsidy block, recorded in a later
 * block): the reason and who recorded it (the inspector or the administrador). Kept apart from the blocks,
 * whose signed rows never change; one per student and day (the service never rewrites it).
 */
export const justificativosAtraso = pgTable(
  'justificativos_atraso',
  {
    id: serial('id').primaryKey(),
    colegioId: colegioRef(),
    alumnoId: integer('alumno_id')
      .notNull()
      .references(() => alumnos.id, { onDelete: 'cascade' }),
    fecha: date('fecha').notNull(),
    motivo: text('motivo').notNull(),
    usuarioId: integer('usuario_id'),
    usuarioNombre: text('usuario_nombre').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('justificativos_atraso_alumno_fecha_uq').on(t.alumnoId, t.fecha),
    index('justificativos_atraso_colegio_fecha_idx').on(t.colegioId, t.fecha),
  ],
)

/** A member's TOTP authenticator: the secret encrypted (AES-256-GCM, key from config), confirmed once a code was checked. */
export const firmasTotp = pgTable('firmas_totp', {
  usuarioId: integer('usuario_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  colegioId: colegioRef(),
  secretoCifrado: text('secreto_cifrado').notNull(),
  confirmadaEn: timestamp('confirmada_en', { withTimezone: true }),
  /** The last 30-second step accepted: a code is never accepted twice. */
  ultimoPaso: integer('ultimo_paso'),
  createdAt: createdAt(),
})
