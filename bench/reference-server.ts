/**
 * The hand-written reference of `bench/api.bench.ts`: a minimal Fastify + pg server answering the hot
 * GET routes with the same queries and the same JSON shape as Pizarra, but nothing else (no token, no
 * schema, no hooks, no logging). A route that Pizarra records in the audit trail writes its line here too
 * (one INSERT per request, as a hand-written route would), and the docente's routes (under `/docente`)
 * check the course as Pizarra does (the docente's courses read once at start, as Pizarra caches a
 * session). Run in its own process by the benchmark:
 *   DATABASE_URL=… COLEGIO_ID=… USUARIO_ID=… DOCENTE_ID=… PORT=… node --import tsx bench/reference-server.ts
 * It prints `listening <port>` once ready.
 */
import { createHmac } from 'node:crypto'
import Fastify from 'fastify'
import pg from 'pg'
import { noClassReason } from '../server/modules/libro/calendar'
import { isFutureSchoolDay, schoolMonth } from '../src/domain/attendance'
import { weightedAverage } from '../src/domain/grade-book'
import { type PlanId, remainingEvaluations } from '../src/domain/plans'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`falta ${name}`)
  return value
}
const colegioId = Number(env('COLEGIO_ID'))
const usuarioId = Number(env('USUARIO_ID'))
const docenteId = Number(env('DOCENTE_ID'))
const libroDocenteId = Number(env('LIBRO_DOCENTE_ID'))
const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 20 })
const app = Fastify({ logger: false })
const secret = 'clave-de-la-referencia'

/** The audit line of a read, as Pizarra writes it: who, what, which student, from where. */
const audit = (userId: number, accion: string, alumnoId: number | null, detalle: string) =>
  pool.query(
    'insert into auditoria (colegio_id, usuario_id, ip, fecha, accion, alumno_id, detalle) values ($1, $2, $3, $4, $5, $6, $7)',
    [colegioId, userId, '127.0.0.1', new Date(), accion, alumnoId, detalle],
  )

app.get('/api/alumnos/', async (_request, reply) => {
  const { rows } = await pool.query(
    `select a.id, a.nombre, a.rut_formateado as rut, a.fecha_nacimiento::text as fecha_nacimiento, a.direccion,
            a.telefono, a.apoderado, a.email_apoderado, a.curso_id, c.nombre as curso_nombre
       from alumnos a join cursos c on c.id = a.curso_id
      where a.colegio_id = $1
      order by a.nombre_orden collate "C", a.id`,
    [colegioId],
  )
  const body = rows.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    rut: r.rut,
    fecha_nacimiento: r.fecha_nacimiento,
    direccion: r.direccion,
    telefono: r.telefono,
    apoderado: r.apoderado,
    email_apoderado: r.email_apoderado,
    curso_id: r.curso_id,
    curso: { id: r.curso_id, nombre: r.curso_nombre },
  }))
  await audit(usuarioId, 'nomina.ver', null, `Todos sus cursos: ${rows.length} alumnos`)
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body))
})

app.get('/api/cursos/', async (_request, reply) => {
  const { rows } = await pool.query(
    `select c.id, c.nombre, c.nivel, count(a.id)::int as total_alumnos
       from cursos c left join alumnos a on a.curso_id = c.id
      where c.colegio_id = $1
      group by c.id`,
    [colegioId],
  )
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(rows))
})

app.get('/api/auth/me', async (_request, reply) => {
  const { rows } = await pool.query(
    `select u.id, u.nombre, u.email, u.rol, u.estado, c.nombre as colegio_nombre, c.codigo, c.plan, u.extras_saldo,
            e.usadas, e.extras_usadas
       from usuarios u join colegios c on c.id = u.colegio_id
       left join uso_evaluaciones e on e.usuario_id = u.id and e.mes = $2
      where u.id = $1`,
    [usuarioId, schoolMonth(new Date())],
  )
  const r = rows[0]
  const usadas = r.usadas ?? 0
  const extra = r.extras_saldo + (r.extras_usadas ?? 0)
  const body = {
    id: r.id,
    nombre: r.nombre,
    email: r.email,
    colegio: { nombre: r.colegio_nombre, codigo: r.codigo },
    rol: r.rol,
    estado: r.estado,
    plan: r.plan,
    evaluaciones_usadas: usadas,
    evaluaciones_extra: extra,
    evaluaciones_disponibles: remainingEvaluations(r.plan as PlanId, usadas, extra),
  }
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body))
})

/** A day of a course's attendance, recorded as read by `userId`. */
async function attendanceDay(userId: number, cursoId: number, fecha: string) {
  const curso = await pool.query('select id from cursos where id = $1 and colegio_id = $2', [cursoId, colegioId])
  if (curso.rowCount === 0) return null
  const { rows } = await pool.query(
    `select alumno_id, presente, updated_at from asistencias
      where colegio_id = $1 and curso_id = $2 and fecha = $3 order by alumno_id`,
    [colegioId, cursoId, fecha],
  )
  let last: Date | null = null
  for (const r of rows) if (!last || r.updated_at > last) last = r.updated_at
  const body = {
    curso_id: cursoId,
    fecha,
    tomada: rows.length > 0,
    actualizada: last ? last.toISOString() : null,
    registros: rows.map((r) => ({ alumno_id: r.alumno_id, presente: r.presente })),
  }
  await audit(userId, 'asistencia.ver', null, `Curso ${cursoId}, ${fecha}`)
  return body
}

app.get<{ Params: { id: string; fecha: string } }>('/api/asistencia/curso/:id/fecha/:fecha', async (request, reply) => {
  const body = await attendanceDay(usuarioId, Number(request.params.id), request.params.fecha)
  if (!body) return reply.code(404).send({ detail: 'El curso no existe.' })
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body))
})

app.get('/api/documents', async (request, reply) => {
  const { rows } = await pool.query(
    `select id, title, created_at, storage_key, version, contenido is not null as editable
       from documentos where usuario_id = $1 and colegio_id = $2
      order by created_at desc, id desc`,
    [usuarioId, colegioId],
  )
  const origin = `http://${request.headers.host}`
  const expires = Math.floor(Date.now() / 1000) + 600
  const body = rows.map((r) => {
    const name = `${r.title}.docx`
    const signature = createHmac('sha256', secret).update(`${r.storage_key}\n${expires}\n${name}`).digest('base64url')
    const query = new URLSearchParams({ name, expires: String(expires), signature })
    return {
      id: r.id,
      title: r.title,
      created_at: r.created_at.toISOString(),
      gcs_url: `${origin}/api/files/${r.storage_key}?${query}`,
      version: r.version,
      editable: r.editable,
    }
  })
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body))
})

// A docente's day: their courses, a class list, a day's attendance, the grade grid, a student's record.
// The docente's courses are read once (Pizarra keeps them with the session); every record is checked
// against them, with the same query Pizarra's course scope runs.
const docenteCursos = new Set(
  (await pool.query('select curso_id from usuario_cursos where usuario_id = $1', [docenteId])).rows.map(
    (r) => r.curso_id as number,
  ),
)
const json = (reply: import('fastify').FastifyReply, body: unknown) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify(body))
const refused = (reply: import('fastify').FastifyReply) =>
  reply.code(403).send({ detail: 'Este curso no está asignado a tu cuenta.' })
async function courseInScope(cursoId: number) {
  const { rows } = await pool.query('select id as curso_id from cursos where id = $1 and colegio_id = $2', [
    cursoId,
    colegioId,
  ])
  return rows.length > 0 && docenteCursos.has(rows[0].curso_id)
}

app.get('/docente/api/cursos/', async (_request, reply) => {
  const { rows } = await pool.query(
    `select c.id, c.nombre, c.nivel, count(a.id)::int as total_alumnos
       from cursos c left join alumnos a on a.curso_id = c.id
      where c.colegio_id = $1 and c.id = any($2)
      group by c.id`,
    [colegioId, [...docenteCursos]],
  )
  return json(reply, rows)
})

app.get<{ Querystring: { curso_id: string } }>('/docente/api/alumnos/', async (request, reply) => {
  const cursoId = Number(request.query.curso_id)
  if (!(await courseInScope(cursoId))) return refused(reply)
  const { rows } = await pool.query(
    `select a.id, a.nombre, a.rut_formateado as rut, a.fecha_nacimiento::text as fecha_nacimiento, a.direccion,
            a.telefono, a.apoderado, a.email_apoderado, a.curso_id, c.nombre as curso_nombre
       from alumnos a join cursos c on c.id = a.curso_id
      where a.colegio_id = $1 and a.curso_id = $2
      order by a.nombre_orden collate "C", a.id`,
    [colegioId, cursoId],
  )
  const body = rows.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    rut: r.rut,
    fecha_nacimiento: r.fecha_nacimiento,
    direccion: r.direccion,
    telefono: r.telefono,
    apoderado: r.apoderado,
    email_apoderado: r.email_apoderado,
    curso_id: r.curso_id,
    curso: { id: r.curso_id, nombre: r.curso_nombre },
  }))
  await audit(docenteId, 'nomina.ver', null, `Curso ${cursoId}: ${rows.length} alumnos`)
  return json(reply, body)
})

app.get<{ Params: { id: string; fecha: string } }>(
  '/docente/api/asistencia/curso/:id/fecha/:fecha',
  async (request, reply) => {
    const cursoId = Number(request.params.id)
    if (!(await courseInScope(cursoId))) return refused(reply)
    const body = await attendanceDay(docenteId, cursoId, request.params.fecha)
    if (!body) return reply.code(404).send({ detail: 'El curso no existe.' })
    return json(reply, body)
  },
)

app.get<{ Params: { id: string }; Querystring: { asignatura: string } }>(
  '/docente/api/calificaciones/curso/:id',
  async (request, reply) => {
    const cursoId = Number(request.params.id)
    if (!(await courseInScope(cursoId))) return refused(reply)
    const curso = await pool.query('select id, nombre from cursos where id = $1 and colegio_id = $2', [
      cursoId,
      colegioId,
    ])
    const asignatura = request.query.asignatura
    const evaluations = await pool.query(
      `select id, curso_id, asignatura, nombre, fecha::text as fecha, ponderacion::float8 as ponderacion,
              puntaje_maximo
         from evaluaciones_curso where colegio_id = $1 and curso_id = $2 and asignatura = $3
        order by fecha, id`,
      [colegioId, cursoId, asignatura],
    )
    const students = await pool.query(
      `select id, nombre, rut_formateado as rut from alumnos where curso_id = $1 and colegio_id = $2
        order by nombre_orden collate "C", id`,
      [cursoId, colegioId],
    )
    const grades = await pool.query(
      `select evaluacion_id, alumno_id, nota::float8 as nota, puntaje::float8 as puntaje from calificaciones
        where colegio_id = $1 and evaluacion_id = any($2)`,
      [colegioId, evaluations.rows.map((e) => e.id)],
    )
    const byStudent = new Map<number, { notas: Record<string, number>; puntajes: Record<string, number> }>()
    for (const g of grades.rows) {
      let s = byStudent.get(g.alumno_id)
      if (!s) {
        s = { notas: {}, puntajes: {} }
        byStudent.set(g.alumno_id, s)
      }
      s.notas[String(g.evaluacion_id)] = g.nota
      if (g.puntaje != null) s.puntajes[String(g.evaluacion_id)] = g.puntaje
    }
    const body = {
      curso: { id: curso.rows[0].id, nombre: curso.rows[0].nombre },
      asignatura,
      evaluaciones: evaluations.rows,
      alumnos: students.rows.map((a) => {
        const s = byStudent.get(a.id) ?? { notas: {}, puntajes: {} }
        return {
          alumno_id: a.id,
          nombre: a.nombre,
          rut: a.rut,
          notas: s.notas,
          puntajes: s.puntajes,
          promedio: weightedAverage(
            evaluations.rows.map((e) => ({ nota: s.notas[e.id], ponderacion: e.ponderacion as number })),
          ),
        }
      }),
    }
    await audit(docenteId, 'libro.ver', null, `Curso ${cursoId}, ${asignatura}`)
    return json(reply, body)
  },
)

app.get<{ Params: { id: string } }>('/docente/api/alumnos/:id', async (request, reply) => {
  const id = Number(request.params.id)
  const scope = await pool.query('select curso_id from alumnos where id = $1 and colegio_id = $2', [id, colegioId])
  if (scope.rows.length === 0 || !docenteCursos.has(scope.rows[0].curso_id)) return refused(reply)
  const { rows } = await pool.query(
    `select a.id, a.nombre, a.rut_formateado as rut, a.fecha_nacimiento::text as fecha_nacimiento, a.direccion,
            a.telefono, a.apoderado, a.email_apoderado, a.curso_id, c.nombre as curso_nombre
       from alumnos a join cursos c on c.id = a.curso_id
      where a.id = $1 and a.colegio_id = $2`,
    [id, colegioId],
  )
  const r = rows[0]
  const body = {
    id: r.id,
    nombre: r.nombre,
    rut: r.rut,
    fecha_nacimiento: r.fecha_nacimiento,
    direccion: r.direccion,
    telefono: r.telefono,
    apoderado: r.apoderado,
    email_apoderado: r.email_apoderado,
    curso_id: r.curso_id,
    curso: { id: r.curso_id, nombre: r.curso_nombre },
  }
  await audit(docenteId, 'alumno.ver', id, 'Ficha del alumno')
  return json(reply, body)
})

// The libro de clases of its docente (LIBRO_DOCENTE_ID): Mi día and saving a block's roll, with the queries
// Pizarra's libro runs (the block's course checked against the docente's courses first, as Pizarra's course
// scope does; their courses read once at start, as Pizarra keeps them with the session).
const libroCursos = new Set(
  (await pool.query('select curso_id from usuario_cursos where usuario_id = $1', [libroDocenteId])).rows.map(
    (r) => r.curso_id as number,
  ),
)
const subsidyBlock = async (db: pg.Pool | pg.PoolClient) =>
  ((await db.query('select bloque_subvencion as bloque from colegios where id = $1', [colegioId])).rows[0]?.bloque ??
    2) as number

const summarySql = (
  where: string,
) => `select c.id, c.curso_id, cu.nombre as curso_nombre, c.fecha::text as fecha, c.inicio, c.fin, c.asignatura,
        c.docente_id, coalesce(u.nombre, 'Miembro eliminado') as docente_nombre, c.codocente_id, c.numero,
        c.numero = least($1::int, (select max(x.numero) from clases x where x.curso_id = c.curso_id and x.fecha = c.fecha)) as subvencion,
        case when exists (select 1 from correcciones co where co.clase_id = c.id and co.estado = 'pendiente_visado') then 'pendiente_visado'
             when c.firmada_en is not null then 'firmada'
             when c.registrada_en is not null then 'registrada'
             else 'pendiente' end as estado
   from clases c join cursos cu on cu.id = c.curso_id left join usuarios u on u.id = c.docente_id
   where ${where}
   order by c.inicio, cu.nombre`

app.get<{ Querystring: { fecha: string } }>('/docente/api/clases', async (request, reply) => {
  const { fecha } = request.query
  if (noClassReason(fecha) === null) {
    const suspended = await pool.query(
      'select fecha::text as fecha from dias_sin_clases where colegio_id = $1 and fecha = $2',
      [colegioId, fecha],
    )
    if (suspended.rows.length === 0) {
      await pool.query(
        `insert into clases (colegio_id, curso_id, fecha, bloque_id, numero, inicio, fin, asignatura, docente_id, codocente_id)
         select h.colegio_id, h.curso_id, $2::date, b.id, b.numero, b.inicio, b.fin, b.asignatura, b.docente_id, b.codocente_id
         from horarios h
         join bloques_horario b on b.horario_id = h.id and b.dia = extract(isodow from $2::date)
         where h.colegio_id = $1
           and h.vigente_desde = (select max(h2.vigente_desde) from horarios h2
                                  where h2.curso_id = h.curso_id and h2.vigente_desde <= $2::date)
         on conflict (curso_id, fecha, inicio) do nothing`,
        [colegioId, fecha],
      )
    }
  }
  const subsidy = await subsidyBlock(pool)
  const { rows } = await pool.query(
    summarySql('c.colegio_id = $2 and c.fecha = $3 and (c.docente_id = $4 or c.codocente_id = $4)'),
    [subsidy, colegioId, fecha, libroDocenteId],
  )
  return json(reply, rows)
})

type Estado = 'presente' | 'ausente' | 'atrasado'
interface Registro {
  alumno_id: number
  estado: Estado
  hora_llegada: string | null
}

const roster = async (db: pg.Pool | pg.PoolClient, cursoId: number) =>
  (
    await db.query(
      `select id as alumno_id, nombre, (row_number() over (order by nombre_orden collate "C", id))::int as numero
         from alumnos where colegio_id = $1 and curso_id = $2
        order by nombre_orden collate "C", id`,
      [colegioId, cursoId],
    )
  ).rows as { alumno_id: number; nombre: string; numero: number }[]

/** The roll in force: the first record with the approved corrections applied in order. */
async function attendanceInForce(db: pg.Pool | pg.PoolClient, claseId: number) {
  const original = await db.query('select alumno_id, estado, hora_llegada from asistencia_bloque where clase_id = $1', [
    claseId,
  ])
  const state = new Map<number, { estado: Estado; hora_llegada: string | null }>(
    original.rows.map((r) => [r.alumno_id, { estado: r.estado, hora_llegada: r.hora_llegada }]),
  )
  const corrected = await db.query(
    `select ca.alumno_id, ca.estado, ca.hora_llegada from correcciones co
       join correcciones_asistencia ca on ca.correccion_id = co.id
      where co.clase_id = $1 and co.estado = 'aprobada' order by co.visado_en, co.id`,
    [claseId],
  )
  for (const r of corrected.rows) state.set(r.alumno_id, { estado: r.estado, hora_llegada: r.hora_llegada })
  return state
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

app.put<{ Params: { id: string }; Body: { registros: Registro[] } }>(
  '/docente/api/clases/:id/asistencia',
  async (request, reply) => {
    const id = Number(request.params.id)
    const scoped = await pool.query('select id, curso_id from clases where id = any($1::int[]) and colegio_id = $2', [
      [id],
      colegioId,
    ])
    if (scoped.rows.length === 0) return reply.code(404).send({ detail: 'La clase no existe.' })
    if (!libroCursos.has(scoped.rows[0].curso_id)) return refused(reply)
    const { registros } = request.body
    const client = await pool.connect()
    try {
      await client.query('begin')
      const row = (
        await client.query('select *, fecha::text as dia from clases where id = $1 and colegio_id = $2 for update', [
          id,
          colegioId,
        ])
      ).rows[0]
      if (!row) throw Object.assign(new Error('La clase no existe.'), { status: 404 })
      if (row.firmada_en) throw Object.assign(new Error('La clase ya está firmada.'), { status: 409 })
      const fecha = row.dia as string
      if (isFutureSchoolDay(fecha, new Date())) throw Object.assign(new Error('Día futuro.'), { status: 422 })
      const students = await roster(client, row.curso_id)
      const names = new Map(students.map((s) => [s.alumno_id, s.nombre]))
      if (registros.some((r) => !names.has(r.alumno_id))) {
        throw Object.assign(new Error('Alumno de otro curso.'), { status: 422 })
      }
      const before = await attendanceInForce(client, id)
      if (before.size === 0) {
        const given = new Set(registros.map((r) => r.alumno_id))
        if (students.some((s) => !given.has(s.alumno_id))) {
          throw Object.assign(new Error('Falta la asistencia.'), { status: 422 })
        }
      }
      for (const r of registros) {
        if (r.hora_llegada && minutes(r.hora_llegada) < minutes(row.inicio)) {
          throw Object.assign(new Error('Llegada antes del inicio.'), { status: 422 })
        }
      }
      await client.query(
        `insert into asistencia_bloque (clase_id, alumno_id, colegio_id, estado, hora_llegada)
         select $1::int, t.alumno_id, $2::int, t.estado, t.hora_llegada
         from unnest($3::int[], $4::text[], $5::text[]) as t(alumno_id, estado, hora_llegada)
         on conflict (clase_id, alumno_id) do update set estado = excluded.estado, hora_llegada = excluded.hora_llegada`,
        [
          id,
          colegioId,
          registros.map((r) => r.alumno_id),
          registros.map((r) => r.estado),
          registros.map((r) => r.hora_llegada),
        ],
      )
      if (!row.registrada_en) {
        await client.query('update clases set registrada_en = $2, registrada_por = $3 where id = $1', [
          id,
          new Date(),
          libroDocenteId,
        ])
      }
      const changed = registros.filter(
        (r) =>
          before.get(r.alumno_id)?.estado !== r.estado ||
          (before.get(r.alumno_id)?.hora_llegada ?? null) !== r.hora_llegada,
      )
      if (changed.length > 0) {
        const now = new Date().toISOString()
        await client.query(
          `insert into auditoria (colegio_id, usuario_id, ip, fecha, accion, alumno_id, detalle)
           select * from unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[], $5::text[], $6::int[], $7::text[])`,
          [
            changed.map(() => colegioId),
            changed.map(() => libroDocenteId),
            changed.map(() => '127.0.0.1'),
            changed.map(() => now),
            changed.map(() => 'clase.asistencia'),
            changed.map((r) => r.alumno_id),
            changed.map(
              (r) =>
                `${fecha} ${row.inicio} ${row.asignatura}: ${r.estado}${r.hora_llegada ? ` (${r.hora_llegada})` : ''}`,
            ),
          ],
        )
      }
      // The day's attendance follows the subsidy block.
      const subsidy = await subsidyBlock(client)
      const block = (
        await client.query(
          `select id, firmada_en is not null as firmada from clases where curso_id = $1 and fecha = $2
            and numero <= $3 order by numero desc limit 1`,
          [row.curso_id, fecha, subsidy],
        )
      ).rows[0]
      if (block && block.id === id) {
        const states = await attendanceInForce(client, id)
        if (states.size > 0) {
          await client.query(
            `insert into asistencias (colegio_id, curso_id, alumno_id, fecha, presente)
             select $1::int, $2::int, t.alumno_id, $3::date, t.presente
             from unnest($4::int[], $5::boolean[]) as t(alumno_id, presente)
             on conflict (alumno_id, fecha) do update
               set presente = excluded.presente, curso_id = excluded.curso_id, updated_at = now()`,
            [
              colegioId,
              row.curso_id,
              fecha,
              [...states.keys()],
              [...states.values()].map((s) => s.estado !== 'ausente'),
            ],
          )
        }
      }
      await client.query('commit')
    } catch (error) {
      await client.query('rollback')
      const status = (error as { status?: number }).status
      if (status) return reply.code(status).send({ detail: (error as Error).message })
      throw error
    } finally {
      client.release()
    }
    // The block as it stands now, as Pizarra answers it.
    const row = (
      await pool.query('select *, fecha::text as dia from clases where id = $1 and colegio_id = $2', [id, colegioId])
    ).rows[0]
    const subsidy = await subsidyBlock(pool)
    const summary = (await pool.query(summarySql('c.id = $2'), [subsidy, id])).rows[0]
    const students = await roster(pool, row.curso_id)
    const states = await attendanceInForce(pool, id)
    const correcciones = await pool.query(
      `select co.id, co.clase_id, co.motivo, co.estado, co.creada_en, co.usuario_id, co.usuario_nombre,
              co.leccionario_anterior, co.leccionario, co.visado_por, co.visado_por_nombre, co.visado_en, co.visado_motivo
         from correcciones co where co.colegio_id = $1 and co.clase_id = $2 order by co.id`,
      [colegioId, id],
    )
    if (correcciones.rows.length > 0) throw new Error('la referencia no lista correcciones')
    const corrected = await pool.query(
      `select leccionario from correcciones where clase_id = $1 and estado = 'aprobada' and leccionario is not null
        order by visado_en desc, id desc limit 1`,
      [id],
    )
    const fecha = row.dia as string
    return json(reply, {
      ...summary,
      asistencia: students.map((s) => ({
        ...s,
        estado: states.get(s.alumno_id)?.estado ?? null,
        hora_llegada: states.get(s.alumno_id)?.hora_llegada ?? null,
      })),
      leccionario:
        corrected.rows[0]?.leccionario ??
        (row.leccionario === null ? null : { texto: row.leccionario, oa: row.oa, actividades: row.actividades }),
      firma: null,
      correcciones: [],
      puede_firmar: !row.firmada_en && !isFutureSchoolDay(fecha, new Date()),
    })
  },
)

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
const address = app.server.address()
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`)
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0))
})
