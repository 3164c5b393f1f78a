/**
 * The hand-written reference of `bench/api.bench.ts`: a minimal Fastify + pg server answering the hot
 * GET routes with the same queries and the same JSON shape as Pizarra, but nothing else (no token, no
 * schema, no hooks, no logging). Run in its own process by the benchmark:
 *   DATABASE_URL=… COLEGIO_ID=… USUARIO_ID=… PORT=… node --import tsx bench/reference-server.ts
 * It prints `listening <port>` once ready.
 */
import { createHmac } from 'node:crypto'
import Fastify from 'fastify'
import pg from 'pg'
import { schoolMonth } from '../src/domain/attendance'
import { type PlanId, remainingEvaluations } from '../src/domain/plans'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`falta ${name}`)
  return value
}
const colegioId = Number(env('COLEGIO_ID'))
const usuarioId = Number(env('USUARIO_ID'))
const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 20 })
const app = Fastify({ logger: false })
const secret = 'clave-de-la-referencia'

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

app.get<{ Params: { id: string; fecha: string } }>('/api/asistencia/curso/:id/fecha/:fecha', async (request, reply) => {
  const cursoId = Number(request.params.id)
  const { fecha } = request.params
  const curso = await pool.query('select id from cursos where id = $1 and colegio_id = $2', [cursoId, colegioId])
  if (curso.rowCount === 0) return reply.code(404).send({ detail: 'El curso no existe.' })
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

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
const address = app.server.address()
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`)
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0))
})
