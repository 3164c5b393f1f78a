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
import { schoolMonth } from '../src/domain/attendance'
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

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
const address = app.server.address()
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`)
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0))
})
