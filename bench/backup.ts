/**
 * How long `npm run respaldo` and `npm run restaurar` take, with the compiled commands (`npm run build`
 * first), on the demo school and on a school of 1,000 students with a year of attendance (25 courses of
 * 40, every weekday from March to November, about 190,000 attendance records), the app stopped.
 *   node --import tsx bench/backup.ts
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { getCheckDigit } from 'rut.js'
import { startEmbeddedPostgres } from '../server/db/embedded'

const root = mkdtempSync(path.join(tmpdir(), 'pizarra-medir-respaldo-'))
chmodSync(root, 0o755)

function run(script: string, dataDir: string, args: string[] = []) {
  const started = performance.now()
  const result = spawnSync(process.execPath, [path.resolve(`dist-server/${script}.js`), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`${script} falló:\n${result.stdout}\n${result.stderr}`)
  return { seconds: (performance.now() - started) / 1000, stdout: result.stdout.trim() }
}

/** The first start of the app on an empty DATA_DIR seeds the demo school; it is stopped at once. */
function seedDemo(dataDir: string) {
  const child = spawnSync(
    'bash',
    [
      '-c',
      `node dist-server/main.js & pid=$!; for i in $(seq 300); do curl -sf http://127.0.0.1:$PORT/api/health >/dev/null && break; sleep 0.2; done; kill -TERM $pid; wait $pid`,
    ],
    {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '39871', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  )
  if (child.status !== 0) throw new Error(`el primer inicio falló:\n${child.stdout}\n${child.stderr}`)
}

async function addBigSchool(dataDir: string) {
  const server = await startEmbeddedPostgres(dataDir)
  const client = new pg.Client({ connectionString: server.url })
  await client.connect()
  try {
    const colegio = (await client.query<{ id: number }>('select id from colegios order by id limit 1')).rows[0]!.id
    const courses = (
      await client.query<{ id: number }>(
        `insert into cursos (colegio_id, nombre, nivel)
         select $1, 'Curso grande ' || g, '4° Básico' from generate_series(1, 25) g returning id`,
        [colegio],
      )
    ).rows.map((r) => r.id)
    const names: string[] = []
    const ruts: string[] = []
    const courseIds: number[] = []
    for (let i = 0; i < 1000; i++) {
      const body = String(30_000_000 + i)
      names.push(`Alumno Medición ${String(i).padStart(4, '0')}`)
      ruts.push(`${body}-${getCheckDigit(body)}`)
      courseIds.push(courses[i % courses.length]!)
    }
    await client.query(
      `insert into alumnos (colegio_id, curso_id, nombre, rut)
       select $1, c, n, r from unnest($2::int[], $3::text[], $4::text[]) as t(c, n, r)`,
      [colegio, courseIds, names, ruts],
    )
    const attendance = await client.query(
      `insert into asistencias (colegio_id, curso_id, alumno_id, fecha, presente)
       select a.colegio_id, a.curso_id, a.id, d::date, random() > 0.08
         from alumnos a cross join generate_series('2026-03-02'::date, '2026-11-27'::date, interval '1 day') d
        where a.nombre like 'Alumno Medición %' and extract(isodow from d) < 6`,
    )
    return attendance.rowCount ?? 0
  } finally {
    await client.end()
    await server.stop()
  }
}

function measure(label: string, dataDir: string) {
  const backup = run('respaldo', dataDir)
  const archive = backup.stdout.split('\n').at(-1)!
  const restored = path.join(root, `${label}-restaurado`)
  const restore = run('restaurar', restored, [archive])
  const bytes = statSync(archive).size
  console.log(
    `${label}: respaldo ${backup.seconds.toFixed(1)} s, archivo ${bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`}, restauración ${restore.seconds.toFixed(1)} s`,
  )
}

try {
  const demo = path.join(root, 'demo')
  seedDemo(demo)
  measure('colegio de demostración', demo)
  const rows = await addBigSchool(demo)
  console.log(`+ 1.000 alumnos y ${rows} registros de asistencia`)
  measure('1.000 alumnos con un año de asistencia', demo)
} finally {
  rmSync(root, { recursive: true, force: true })
}
