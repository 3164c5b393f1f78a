import { z } from 'zod'
import { alumnoRef } from './asistencia'
import { id, idParam, idRef, isoDate, optionalIdParam, optionalText, requiredText, typeError } from './fields'

/*
 * The libro de clases (Circular N° 30 of the Superintendencia de Educación): the school day by blocks.
 * A course's weekly schedule (horario) gives its blocks; each block of a date is a clase with its
 * attendance (presente, ausente, atrasado with the arrival time), its leccionario (what was done, the OA
 * treated) and the teacher's signature (a TOTP code). A signed clase is never changed: a change is a
 * correction, signed by whoever corrects and countersigned (visado) by an inspector or the administrador.
 */

// ---------------------------------------------------------------------------------------------------------
// Shared values

/** A time of day "08:00" (24 h, leading zero). */
export const hora = (label: string) => {
  const missing = `${label} es obligatoria.`
  const format = `${label} debe tener el formato HH:MM, por ejemplo 08:00.`
  return z
    .string({ error: typeError(missing, format) })
    .trim()
    .min(1, { error: missing, abort: true })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, format)
}

/** 1 = lunes … 5 = viernes. */
export const diasSemana = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes'] as const
const diaMessage = 'El día debe ser un número de 1 (lunes) a 5 (viernes).'
export const dia = z
  .union([z.number(), z.string()], { error: typeError('El día es obligatorio.', diaMessage) })
  .transform((v) => (typeof v === 'number' ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN))
  .pipe(z.number().int(diaMessage).min(1, diaMessage).max(5, diaMessage))

/** A block's attendance states (REX 3335/2020: presente, ausente, atrasado). */
export const estadosAsistenciaBloque = ['presente', 'ausente', 'atrasado'] as const
export type EstadoAsistenciaBloque = (typeof estadosAsistenciaBloque)[number]
export const estadoAsistenciaBloque = z.enum(estadosAsistenciaBloque, {
  error: 'El estado de asistencia debe ser presente, ausente o atrasado.',
})

/** A block's state: `pendiente` → `registrada` (attendance taken) → `firmada`; `pendiente_visado` while a correction waits. */
export const estadosClase = ['pendiente', 'registrada', 'firmada', 'pendiente_visado'] as const
export type EstadoClase = (typeof estadosClase)[number]
export const estadoClase = z.enum(estadosClase)

/** A correction's state. */
export const estadosCorreccion = ['pendiente_visado', 'aprobada', 'rechazada'] as const
export type EstadoCorreccion = (typeof estadosCorreccion)[number]
export const estadoCorreccion = z.enum(estadosCorreccion)

/** How a signature was verified: the member's TOTP authenticator (a second method, the Mineduc verifier, may follow). */
export const metodosFirma = ['totp'] as const
export const metodoFirma = z.enum(metodosFirma)

/** The 6-digit code of the authenticator. */
export const codigoFirma = z
  .string({ error: typeError('El código es obligatorio.', 'El código debe ser un texto de 6 dígitos.') })
  .trim()
  .min(1, { error: 'El código es obligatorio.', abort: true })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'El código debe tener 6 dígitos.'))

/**
 * An OA code of the curriculum catalogue, written "MA04 OA 03" or as teachers copy it ("ma04 oa 3",
 * "LE1M OA 03"); answered in the catalogue's spelling. The server checks it exists for the course's level
 * and subject.
 */
export const codigoOa = z
  .string({ error: 'Cada OA debe ser un código, por ejemplo MA04 OA 03.' })
  .transform((v, ctx) => {
    const match = /^\s*([A-Za-z]{2})\s*(\d{2}|[1-4][Mm])\s*OA\s*0*(\d{1,2})\s*$/i.exec(v)
    if (match) return `${match[1]!.toUpperCase()}${match[2]!.toUpperCase()} OA ${match[3]!.padStart(2, '0')}`
    ctx.addIssue({ code: 'custom', message: `«${v.slice(0, 40)}» no es un código de OA como MA04 OA 03.` })
    return z.NEVER
  })

export const listaOa = z
  .array(codigoOa, { error: typeError('Los OA son obligatorios.', 'Los OA deben ser una lista de códigos.') })
  .max(20, 'Indica a lo más 20 OA.')
  .refine((oa) => new Set(oa).size === oa.length, 'Cada OA puede indicarse una sola vez.')

const docenteRef = (label: string) =>
  idRef({
    missing: `${label} es obligatorio.`,
    wrong: `${label} debe indicarse con su identificador numérico.`,
    tooBig: `El identificador ${label.replace(/^El /, 'del ')} es demasiado grande.`,
  })

// ---------------------------------------------------------------------------------------------------------
// Horario: GET/PUT /cursos/{id}/horario

export const tiposCodocente = ['codocente', 'pie'] as const
export const tipoCodocente = z.enum(tiposCodocente, { error: 'El tipo de apoyo debe ser codocente o pie.' })

/** One weekly block as it is saved. */
export const bloqueHorarioInput = z
  .object({
    dia,
    inicio: hora('La hora de inicio'),
    fin: hora('La hora de término'),
    asignatura: requiredText('La asignatura', 80),
    docente_id: docenteRef('El docente'),
    /** A co-teacher or PIE teacher of the block; optional. */
    codocente_id: z
      .union([docenteRef('El docente de apoyo'), z.null()])
      .optional()
      .transform((v) => v ?? null),
    codocente_tipo: tipoCodocente.nullish().transform((v) => v ?? null),
  })
  .refine((b) => b.inicio < b.fin, { message: 'La hora de término debe ser posterior a la de inicio.', path: ['fin'] })
export type BloqueHorarioInput = z.output<typeof bloqueHorarioInput>
export type BloqueHorarioForm = z.input<typeof bloqueHorarioInput>

/** `PUT /cursos/{id}/horario`: the whole week; an empty list removes the course's schedule from `desde`. */
export const horarioSave = z
  .array(bloqueHorarioInput, {
    error: typeError('El horario es obligatorio.', 'El horario debe ser una lista de bloques.'),
  })
  .max(60, 'Un horario admite a lo más 60 bloques a la semana.')

/**
 * `?desde=YYYY-MM-DD` of the PUT: the day the new schedule takes effect. By default today, or the first
 * day of the school year for a course's first schedule (a school that starts mid-year completes earlier days).
 */
export const horarioSaveQuery = z.object({ desde: isoDate('La fecha de inicio').optional() })

/** `?fecha=` of the GET: the schedule in force that day (by default today). */
export const horarioQuery = z.object({ fecha: isoDate('La fecha').optional() })

export const bloqueHorario = z.object({
  id: z.number(),
  dia: z.number(),
  inicio: z.string(),
  fin: z.string(),
  asignatura: z.string(),
  docente_id: z.number(),
  docente_nombre: z.string(),
  codocente_id: z.number().nullable(),
  codocente_tipo: tipoCodocente.nullable(),
  /** The number of the block in its day (1 = first), by start time. */
  numero: z.number(),
  /** The day this schedule took effect. */
  vigente_desde: z.string(),
})
export type BloqueHorario = z.infer<typeof bloqueHorario>
export const horario = z.array(bloqueHorario)
export type Horario = z.infer<typeof horario>

// ---------------------------------------------------------------------------------------------------------
// Calendario: the school's class days

/** `GET /calendario?anio=`: the school year's class days and what is excluded. */
export const calendarioQuery = z.object({
  anio: z
    .string({ error: 'El año debe ser un número de cuatro cifras.' })
    .trim()
    .regex(/^\d{4}$/, 'El año debe ser un número de cuatro cifras.')
    .transform(Number)
    .optional(),
})

export const calendario = z.object({
  anio: z.number(),
  /** First and last class day of the school year. */
  inicio: z.string(),
  fin: z.string(),
  vacaciones_invierno: z.object({ desde: z.string(), hasta: z.string() }),
  feriados: z.array(z.object({ fecha: z.string(), nombre: z.string() })),
  suspensiones: z.array(z.object({ fecha: z.string(), motivo: z.string() })),
  /** The number of the block whose attendance is the day's attendance (subsidy), 2 by default. */
  bloque_subvencion: z.number(),
})
export type Calendario = z.infer<typeof calendario>

/** `POST /calendario/suspensiones`: a day without classes. */
export const suspensionCreate = z.object({
  fecha: isoDate('La fecha'),
  motivo: requiredText('El motivo', 200),
})
export type SuspensionCreate = z.infer<typeof suspensionCreate>
export const suspensionParams = z.object({ fecha: isoDate('La fecha') })

const bloqueSubvencionMessage = 'El bloque de subvención debe ser un número de 1 a 12.'
/** `PUT /calendario/subvencion`: which block of the day gives the day's attendance. */
export const subvencionSave = z.object({
  bloque: z
    .union([z.number(), z.string()], { error: typeError('El bloque es obligatorio.', bloqueSubvencionMessage) })
    .transform((v) => (typeof v === 'number' ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN))
    .pipe(z.number().int(bloqueSubvencionMessage).min(1, bloqueSubvencionMessage).max(12, bloqueSubvencionMessage)),
})

// ---------------------------------------------------------------------------------------------------------
// Clases: GET /clases?fecha=&curso_id=, GET /clases/{id}

export const clasesQuery = z.object({
  fecha: isoDate('La fecha'),
  curso_id: optionalIdParam('El identificador del curso'),
})
export type ClasesQuery = z.input<typeof clasesQuery>

export const claseParams = z.object({ id })

/** One block of a day, as Mi día lists it. */
export const claseResumen = z.object({
  id: z.number(),
  curso_id: z.number(),
  curso_nombre: z.string(),
  fecha: z.string(),
  inicio: z.string(),
  fin: z.string(),
  asignatura: z.string(),
  docente_id: z.number(),
  docente_nombre: z.string(),
  codocente_id: z.number().nullable(),
  /** Number of the block in its day (1 = first). */
  numero: z.number(),
  /** Whether this block's attendance is the day's attendance (the subsidy block). */
  subvencion: z.boolean(),
  estado: estadoClase,
})
export type ClaseResumen = z.infer<typeof claseResumen>
export const claseList = z.array(claseResumen)

export const leccionario = z.object({
  texto: z.string(),
  oa: z.array(z.string()),
  actividades: z.string().nullable(),
})
export type Leccionario = z.infer<typeof leccionario>

export const registroBloque = z.object({
  alumno_id: z.number(),
  estado: estadoAsistenciaBloque,
  hora_llegada: z.string().nullable(),
})

/** Who signed and how; `fecha` is ISO 8601 with America/Santiago's offset. */
export const firma = z.object({
  usuario_id: z.number(),
  nombre: z.string(),
  fecha: z.string(),
  metodo: metodoFirma,
  /** Set when the signer was a substitute, not the block's teacher. */
  reemplazo: z.object({ nombre: z.string(), motivo: z.string() }).nullable(),
  /** Signed after the block's day (a late record; Cumplimiento counts it). */
  tardia: z.boolean(),
})
export type Firma = z.infer<typeof firma>

export const visado = z.object({
  usuario_id: z.number(),
  nombre: z.string(),
  fecha: z.string(),
  aprobada: z.boolean(),
  motivo: z.string().nullable(),
})

/** A correction: what it changes (before → after), who made and signed it, and its visado. */
export const correccion = z.object({
  id: z.number(),
  clase_id: z.number(),
  motivo: z.string(),
  estado: estadoCorreccion,
  fecha: z.string(),
  usuario_id: z.number(),
  nombre: z.string(),
  asistencia: z.array(
    z.object({
      alumno_id: z.number(),
      nombre: z.string(),
      antes: registroBloque.omit({ alumno_id: true }).nullable(),
      despues: registroBloque.omit({ alumno_id: true }),
    }),
  ),
  /** The leccionario before and after, when the correction changes it. */
  leccionario_anterior: leccionario.nullable(),
  leccionario: leccionario.nullable(),
  visado: visado.nullable(),
})
export type Correccion = z.infer<typeof correccion>

/**
 * A block with its record. `asistencia` lists the course's students in list order: for a block whose
 * attendance was taken, the record in force (approved corrections applied); for a `pendiente` block, the
 * proposal — the states of the day's previous block, or null for every student in the first block.
 */
export const clase = claseResumen.extend({
  asistencia: z.array(
    z.object({
      alumno_id: z.number(),
      nombre: z.string(),
      /** Número de lista. */
      numero: z.number(),
      estado: estadoAsistenciaBloque.nullable(),
      hora_llegada: z.string().nullable(),
    }),
  ),
  leccionario: leccionario.nullable(),
  firma: firma.nullable(),
  correcciones: z.array(correccion),
  /** Whether the signed-in member may take, write and sign this block (their own, or as a substitute). */
  puede_firmar: z.boolean(),
})
export type Clase = z.infer<typeof clase>

// ---------------------------------------------------------------------------------------------------------
// Writing a block

export const registroBloqueInput = z
  .object({
    alumno_id: alumnoRef,
    estado: estadoAsistenciaBloque,
    hora_llegada: hora('La hora de llegada')
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((r) => r.estado === 'atrasado' || r.hora_llegada === null, {
    message: 'Solo un alumno atrasado lleva hora de llegada.',
    path: ['hora_llegada'],
  })
  .refine((r) => r.estado !== 'atrasado' || r.hora_llegada !== null, {
    message: 'Indica la hora de llegada del alumno atrasado.',
    path: ['hora_llegada'],
  })
export type RegistroBloqueInput = z.output<typeof registroBloqueInput>

const registrosBloque = z
  .array(registroBloqueInput, {
    error: typeError(
      'Los registros son obligatorios.',
      'Los registros deben ser una lista de alumnos y su asistencia.',
    ),
  })
  .min(1, 'Envía al menos un registro de asistencia.')
  .max(500, 'Demasiados registros para un curso.')
  .refine(
    (registros) => new Set(registros.map((r) => r.alumno_id)).size === registros.length,
    'Cada alumno puede aparecer una sola vez en los registros.',
  )

/** `PUT /clases/{id}/asistencia`: every student of the course (a student left out is refused). */
export const asistenciaBloqueSave = z.object({ registros: registrosBloque })
export type AsistenciaBloqueSave = z.output<typeof asistenciaBloqueSave>

/** `PUT /clases/{id}/leccionario`. */
export const leccionarioSave = z.object({
  texto: requiredText('El leccionario', 4000),
  oa: listaOa.optional().transform((v) => v ?? []),
  actividades: optionalText('Las actividades', 4000),
})
export type LeccionarioSave = z.output<typeof leccionarioSave>
export type LeccionarioForm = z.input<typeof leccionarioSave>

/**
 * `POST /clases/{id}/firmar`: the authenticator's code. A member who is not the block's teacher (nor its
 * co-teacher) signs as substitute and must give the reason (`reemplazo_motivo`).
 */
export const firmarClase = z.object({
  codigo: codigoFirma,
  reemplazo_motivo: optionalText('El motivo del reemplazo', 300),
})
export type FirmarClase = z.output<typeof firmarClase>

/** `POST /clases/{id}/correcciones`: the changed students and/or the new leccionario, the reason and the code. */
export const correccionCreate = z
  .object({
    registros: registrosBloque.optional(),
    leccionario: leccionarioSave.optional(),
    motivo: requiredText('El motivo', 500),
    codigo: codigoFirma,
  })
  .refine((c) => c.registros !== undefined || c.leccionario !== undefined, {
    message: 'Indica qué corriges: la asistencia, el leccionario o ambos.',
    path: ['registros'],
  })
export type CorreccionCreate = z.output<typeof correccionCreate>

export const correccionParams = z.object({ id })

/** `POST /correcciones/{id}/visar`: approve, or reject with a reason. */
export const visarCorreccion = z
  .object({
    codigo: codigoFirma,
    aprobar: z.boolean({ error: 'Indica si apruebas la corrección (verdadero o falso).' }),
    motivo: optionalText('El motivo', 500),
  })
  .refine((v) => v.aprobar || v.motivo !== null, {
    message: 'Indica el motivo del rechazo.',
    path: ['motivo'],
  })
export type VisarCorreccion = z.output<typeof visarCorreccion>

/** `GET /correcciones?estado=`: the corrections of the school (by default those waiting for a visado). */
export const correccionesQuery = z.object({
  estado: estadoCorreccion.optional().transform((v) => v ?? 'pendiente_visado'),
})
export const correccionList = z.array(
  correccion.extend({
    curso_nombre: z.string(),
    fecha_clase: z.string(),
    inicio: z.string(),
    asignatura: z.string(),
  }),
)

// ---------------------------------------------------------------------------------------------------------
// The member's authenticator: POST /cuenta/firma, POST /cuenta/firma/confirmar, GET /cuenta/firma

/** Enrollment started: the secret (base32) and the otpauth:// URL the screen shows as a QR code. */
export const firmaEnrolamiento = z.object({ secreto: z.string(), otpauth_url: z.string() })
export type FirmaEnrolamiento = z.infer<typeof firmaEnrolamiento>

export const firmaConfirmar = z.object({ codigo: codigoFirma })

/** Whether the member has a confirmed authenticator. */
export const firmaEstado = z.object({ inscrita: z.boolean(), confirmada: z.string().nullable() })
export type FirmaEstado = z.infer<typeof firmaEstado>

// ---------------------------------------------------------------------------------------------------------
// Atrasos: students who arrived after the subsidy block, and their justification

/** The longest period the list of late arrivals covers at once (about three months). */
export const atrasosMaxDias = 93

/**
 * `GET /atrasos?fecha=` (one day) or `?desde=&hasta=` (a period of up to three months), optionally of one
 * course (`curso_id`).
 */
export const atrasosQuery = z
  .object({
    fecha: isoDate('La fecha').optional(),
    desde: isoDate('La fecha de inicio').optional(),
    hasta: isoDate('La fecha de término').optional(),
    curso_id: optionalIdParam('El identificador del curso'),
  })
  .superRefine((q, ctx) => {
    if (q.fecha !== undefined) {
      if (q.desde !== undefined || q.hasta !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['fecha'],
          message: 'Indica una fecha o un período (desde y hasta), no ambos.',
        })
      }
      return
    }
    if (q.desde === undefined && q.hasta === undefined) {
      ctx.addIssue({ code: 'custom', path: ['fecha'], message: 'Indica la fecha o el período (desde y hasta).' })
      return
    }
    if (q.desde === undefined) {
      ctx.addIssue({ code: 'custom', path: ['desde'], message: 'Indica la fecha de inicio del período.' })
      return
    }
    if (q.hasta === undefined) {
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'Indica la fecha de término del período.' })
      return
    }
    if (q.desde > q.hasta) {
      ctx.addIssue({
        code: 'custom',
        path: ['desde'],
        message: 'La fecha de inicio no puede ser posterior a la fecha de término.',
      })
      return
    }
    const days = (Date.parse(q.hasta) - Date.parse(q.desde)) / 86_400_000
    if (days > atrasosMaxDias) {
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'El período de atrasos admite a lo más tres meses.' })
    }
  })
  .transform(({ fecha, desde, hasta, curso_id }) => ({
    desde: (fecha ?? desde)!,
    hasta: (fecha ?? hasta)!,
    curso_id,
  }))
export type AtrasosQuery = z.input<typeof atrasosQuery>

export const estadosJustificativo = ['pendiente', 'justificado'] as const
export type EstadoJustificativo = (typeof estadosJustificativo)[number]

/** A late arrival's justification: the reason, and who recorded it when (ISO 8601, America/Santiago). */
export const justificacionAtraso = z.object({
  motivo: z.string(),
  usuario_id: z.number().nullable(),
  nombre: z.string(),
  fecha: z.string(),
})
export type JustificacionAtraso = z.infer<typeof justificacionAtraso>

/**
 * A student late on a day: absent in the course's subsidy block, recorded (present or late) in a later
 * block of the same day. The record in force is read (approved corrections applied).
 */
export const atraso = z.object({
  alumno_id: z.number(),
  nombre: z.string(),
  curso_id: z.number(),
  curso_nombre: z.string(),
  fecha: z.string(),
  /** The first block the student was recorded in after the subsidy block: its id, number, start and subject. */
  clase_id: z.number(),
  bloque: z.number(),
  inicio: z.string(),
  asignatura: z.string(),
  /** The time they arrived (null when marked presente in that block). */
  hora_llegada: z.string().nullable(),
  justificativo: z.enum(estadosJustificativo),
  justificacion: justificacionAtraso.nullable(),
})
export type Atraso = z.infer<typeof atraso>
/** Newest day first, then by course and name. */
export const atrasoList = z.array(atraso)

/** `POST /atrasos/justificar`: the inspector's or the administrador's record of why a student arrived late. */
export const justificarAtraso = z.object({
  alumno_id: alumnoRef,
  fecha: isoDate('La fecha'),
  motivo: requiredText('El motivo', 500),
})
export type JustificarAtraso = z.output<typeof justificarAtraso>
export type JustificarAtrasoForm = z.input<typeof justificarAtraso>

// ---------------------------------------------------------------------------------------------------------
// The school's teachers for the schedule's picker: GET /docentes

/**
 * The active members who may teach a block (every role but the inspector), by name: only the id and the
 * name, for those who edit schedules (no e-mail, role or courses: that is Equipo's, the administrador's).
 */
export const docenteOpcion = z.object({ id: z.number(), nombre: z.string() })
export type DocenteOpcion = z.infer<typeof docenteOpcion>
export const docenteList = z.array(docenteOpcion)

// ---------------------------------------------------------------------------------------------------------
// What UTP sees: GET /cobertura, GET /cumplimiento

export const coberturaQuery = z.object({
  curso_id: idParam('El identificador del curso'),
  asignatura: requiredText('La asignatura', 80),
})
export type CoberturaQuery = z.input<typeof coberturaQuery>

/** The two semesters of the school year: before and after the winter break. */
export const periodos = ['1S', '2S'] as const
export const coberturaOa = z.object({
  codigo: z.string(),
  descripcion: z.string(),
  eje: z.string(),
  /** Treated in at least one signed leccionario. */
  tratado: z.boolean(),
  /** Tagged in at least one evaluation of the grade book. */
  evaluado: z.boolean(),
  /** Signed blocks whose leccionario names it. */
  clases: z.number(),
  periodos: z.array(z.object({ periodo: z.enum(periodos), tratado: z.boolean(), evaluado: z.boolean() })),
})
export type CoberturaOa = z.infer<typeof coberturaOa>
export const cobertura = z.array(coberturaOa)

export const cumplimientoQuery = z
  .object({ desde: isoDate('La fecha de inicio'), hasta: isoDate('La fecha de término') })
  .refine((q) => q.desde <= q.hasta, {
    message: 'La fecha de inicio no puede ser posterior a la fecha de término.',
    path: ['desde'],
  })
export type CumplimientoQuery = z.input<typeof cumplimientoQuery>

export const faltasClase = ['asistencia', 'leccionario', 'oa', 'firma'] as const
export const cumplimientoDocente = z.object({
  docente_id: z.number(),
  nombre: z.string(),
  semanas: z.array(
    z.object({
      /** The Monday of the week. */
      semana: z.string(),
      bloques: z.number(),
      sin_asistencia: z.number(),
      sin_leccionario: z.number(),
      sin_oa: z.number(),
      sin_firma: z.number(),
      /** Signed after the block's day. */
      firmadas_tarde: z.number(),
      correcciones_pendientes: z.number(),
    }),
  ),
  /** Each past block missing something, oldest first. */
  pendientes: z.array(
    z.object({
      clase_id: z.number(),
      fecha: z.string(),
      inicio: z.string(),
      curso_nombre: z.string(),
      asignatura: z.string(),
      faltan: z.array(z.enum(faltasClase)),
    }),
  ),
})
export type CumplimientoDocente = z.infer<typeof cumplimientoDocente>
export const cumplimiento = z.array(cumplimientoDocente)

// ---------------------------------------------------------------------------------------------------------
// The monthly libro of a course: GET /cursos/{id}/libro/{archivo} with archivo `YYYY-MM.xlsx` or `.docx`

export const libroMensualParams = z.object({
  id,
  archivo: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])\.(xlsx|docx)$/, 'El mes debe tener el formato AAAA-MM seguido de .xlsx o .docx.'),
})
