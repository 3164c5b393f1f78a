/**
 * The demo's libro de clases: a weekly schedule for both courses (six blocks a day with two breaks), every
 * block of every school day before today taken, written against the curriculum's OA and signed by its
 * teacher a few minutes after it ended (the roll follows the day's attendance, with a few late arrivals in
 * the first block, and a few absent in the subsidy block who arrive for the third: late arrivals, those of
 * all but the last two weeks justified by the inspector), today's blocks still to take, one correction waiting for the inspector's visado, and
 * Jorge's authenticator enrolled with the secret the README prints. Rows go in with a handful of bulk
 * statements: a year of blocks is about 2,300 blocks and 34,000 attendance rows.
 */
import { sql } from 'drizzle-orm'
import { oaFor } from '../../curriculum/catalogue'
import type { LibroService } from '../../modules/libro/service'
import type { Db } from '../client'
import { rowsOf } from '../rows'

/** Jorge's authenticator secret (base32): add it to any TOTP app (Google Authenticator, Authy…) to sign as him. */
export const demoSignatureSecret = 'PIZARRAJORGEMORALESDEMOFIRMAQRST'

/** The school day's blocks: 45 minutes, a break after the second and the fourth. */
export const demoBlockTimes = [
  ['08:00', '08:45'],
  ['08:45', '09:30'],
  ['09:45', '10:30'],
  ['10:30', '11:15'],
  ['11:30', '12:15'],
  ['12:15', '13:00'],
] as const

interface Course {
  id: number
  nivel: string
  asignaturas: readonly string[]
  students: { id: number }[]
  /** The member who teaches every block of the course. */
  docenteId: number
  docenteNombre: string
}

/** What was done in a block, by subject kind, with the OA it treats. */
const lessonTexts = [
  'Activación de conocimientos previos y trabajo guiado en parejas',
  'Lectura y análisis en grupos, con puesta en común',
  'Resolución de ejercicios con retroalimentación en la pizarra',
  'Trabajo en la guía de aprendizaje y revisión colectiva',
  'Actividad práctica y cierre con ticket de salida',
]

export async function seedLibro(
  db: Db,
  libro: LibroService,
  options: {
    colegioId: number
    actor: { colegioId: number; userId: number; ip: null }
    courses: Course[]
    /** Every school day of the demo up to today (included). */
    days: string[]
    today: string
    /** Each student's absent days (the day's records, already in "asistencias"). */
    absences: Map<number, Set<string>>
    jorgeId: number
  },
) {
  const { colegioId, courses, days, today, absences } = options
  const firstDay = days[0]!
  // The week of each course: its subjects in turn, six blocks a day.
  for (const course of courses) {
    const blocks = [1, 2, 3, 4, 5].flatMap((dia) =>
      demoBlockTimes.map(([inicio, fin], n) => ({
        dia,
        inicio,
        fin,
        asignatura: course.asignaturas[(dia + n) % course.asignaturas.length]!,
        docente_id: course.docenteId,
        codocente_id: null,
        codocente_tipo: null,
      })),
    )
    await libro.saveSchedule(options.actor, course.id, blocks, firstDay)
  }
  await libro.materializeDays(db, colegioId, days)

  const clases = await rowsOf<{
    id: number
    curso_id: number
    fecha: string
    numero: number
    inicio: string
    fin: string
    asignatura: string
  }>(
    db,
    sql`select id, curso_id, fecha::text as fecha, numero, inicio, fin, asignatura from clases
        where colegio_id = ${colegioId} order by fecha, curso_id, numero`,
  )
  const past = clases.filter((c) => c.fecha < today)

  // The roll of every past block follows the day's record (absent all day, or present); a few students of
  // each course arrive late to the first block, and a few of those absent for the day (absent in the
  // subsidy block, the second) arrive for the third: late arrivals of Atrasos — in each course one a day in
  // the last two weeks (when someone was absent), fewer before (a fixed spread: the same demo for the same day).
  const pastDays = days.filter((d) => d < today)
  const recentFrom = pastDays.length - 10
  const arrivals = courses.flatMap((course) =>
    pastDays.flatMap((fecha, i) => {
      const absent = course.students.filter((s) => absences.get(s.id)?.has(fecha))
      const chosen = i >= recentFrom ? absent.slice(0, 1) : absent.filter((s) => (s.id + i) % 5 === 0)
      return chosen.map((s) => ({ alumno_id: s.id, fecha }))
    }),
  )
  const arrivesThird = sql`l.alumno_id is not null`
  await db.execute(sql`
    with late as (select * from jsonb_to_recordset(${JSON.stringify(arrivals)}::jsonb) as x(alumno_id int, fecha date))
    insert into asistencia_bloque (clase_id, alumno_id, colegio_id, estado, hora_llegada)
    select c.id, s.alumno_id, ${colegioId},
           case when not s.presente and c.numero >= 3 and ${arrivesThird} then (case when c.numero = 3 then 'atrasado' else 'presente' end)
                when not s.presente then 'ausente'
                when c.numero = 1 and (c.id * 31 + s.alumno_id * 17) % 53 = 0 then 'atrasado'
                else 'presente' end,
           case when not s.presente and c.numero = 3 and ${arrivesThird}
                then to_char(c.inicio::time + ((s.alumno_id + (c.fecha - ${firstDay}::date)) % 15 + 2) * interval '1 minute', 'HH24:MI')
                when s.presente and c.numero = 1 and (c.id * 31 + s.alumno_id * 17) % 53 = 0
                then '08:' || lpad((5 + (c.id + s.alumno_id) % 20)::text, 2, '0') end
    from clases c join asistencias s on s.curso_id = c.curso_id and s.fecha = c.fecha
    left join late l on l.alumno_id = s.alumno_id and l.fecha = c.fecha
    where c.colegio_id = ${colegioId} and c.fecha < ${today}`)

  // The inspector justified the late arrivals of all but the last two weeks.
  const [inspector] = await rowsOf<{ id: number; nombre: string }>(
    db,
    sql`select id, nombre from usuarios where colegio_id = ${colegioId} and rol = 'inspector' order by id limit 1`,
  )
  const pendingFrom = pastDays[recentFrom]
  if (inspector && pendingFrom) {
    const late = await libro.lateArrivals(colegioId, { desde: firstDay, hasta: pendingFrom })
    const reasons = [
      'Control médico; la apoderada presentó el comprobante',
      'Trámite familiar avisado por la apoderada',
      'Retraso del transporte escolar',
      'Hora al dentista con certificado',
    ]
    const rows = late
      .filter((a) => a.fecha < pendingFrom)
      .map((a, i) => ({ alumno_id: a.alumno_id, fecha: a.fecha, motivo: reasons[i % reasons.length]! }))
    if (rows.length > 0) {
      await db.execute(sql`
        insert into justificativos_atraso (colegio_id, alumno_id, fecha, motivo, usuario_id, usuario_nombre, created_at)
        select ${colegioId}, v.alumno_id, v.fecha, v.motivo, ${inspector.id}, ${inspector.nombre},
               (v.fecha + time '12:30') at time zone 'America/Santiago'
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(alumno_id int, fecha date, motivo text)`)
    }
  }

  // The leccionario of each past block with the OA of the subject in order through the year, then the
  // signature five minutes after the block's end (Santiago time).
  const nextOa = new Map<string, number>()
  const lessons = past.map((c, i) => {
    const course = courses.find((x) => x.id === c.curso_id)!
    const objectives = oaFor(course.nivel, c.asignatura)
    const key = `${c.curso_id} ${c.asignatura}`
    const position = nextOa.get(key) ?? 0
    // A new OA every third block of the subject.
    nextOa.set(key, position + 1)
    const oa = objectives.length > 0 ? [objectives[Math.floor(position / 3) % objectives.length]!.codigo] : []
    const texto = `${lessonTexts[i % lessonTexts.length]}${oa.length ? ` (${objectives[Math.floor(position / 3) % objectives.length]!.eje})` : ''}.`
    return { id: c.id, texto, oa, docente: course.docenteId, nombre: course.docenteNombre }
  })
  for (let i = 0; i < lessons.length; i += 2000) {
    await db.execute(sql`
      update clases c set leccionario = v.texto, oa = array(select jsonb_array_elements_text(v.oa)),
        registrada_en = ((c.fecha + c.inicio::time + interval '3 minutes') at time zone 'America/Santiago'),
        registrada_por = v.docente,
        firmada_en = ((c.fecha + c.fin::time + interval '5 minutes') at time zone 'America/Santiago'),
        firmada_por = v.docente, firmada_por_nombre = v.nombre, firma_metodo = 'totp'
      from jsonb_to_recordset(${JSON.stringify(lessons.slice(i, i + 2000))}::jsonb)
        as v(id int, texto text, oa jsonb, docente int, nombre text)
      where c.id = v.id`)
  }

  // One correction of Jorge's, waiting for the inspector: a student marked absent who had arrived late.
  const jorgeCourse = courses.find((c) => c.docenteId === options.jorgeId)!
  const recent = past.filter((c) => c.curso_id === jorgeCourse.id && c.numero === 1).slice(-3)[0]
  if (recent) {
    const absent = jorgeCourse.students.find((s) => absences.get(s.id)?.has(recent.fecha))
    const student = absent ?? jorgeCourse.students[0]!
    const [before] = await rowsOf<{ estado: string; hora_llegada: string | null }>(
      db,
      sql`select estado, hora_llegada from asistencia_bloque where clase_id = ${recent.id} and alumno_id = ${student.id}`,
    )
    const [row] = await rowsOf<{ id: number }>(
      db,
      sql`
      insert into correcciones (colegio_id, clase_id, motivo, usuario_id, usuario_nombre, firma_metodo, creada_en, estado)
      values (${colegioId}, ${recent.id}, 'Llegó a las 08:25 con su apoderada; quedó marcado ausente por error',
              ${options.jorgeId}, ${jorgeCourse.docenteNombre}, 'totp',
              ((${recent.fecha}::date + time '13:20') at time zone 'America/Santiago'), 'pendiente_visado')
      returning id`,
    )
    await db.execute(sql`
      insert into correcciones_asistencia (correccion_id, alumno_id, colegio_id, antes_estado, antes_hora_llegada, estado, hora_llegada)
      values (${row!.id}, ${student.id}, ${colegioId}, ${before!.estado}, ${before!.hora_llegada}, 'atrasado', '08:25')`)
  }

  await libro.enrollKnownSecret(colegioId, options.jorgeId, demoSignatureSecret)
}
