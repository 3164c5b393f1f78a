import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBackup } from '../../server/backup/backup'
import { journal } from '../../server/backup/manifest'
import { migrationsUpTo, RestoreError, restoreBackup } from '../../server/backup/restore'
import { startEmbeddedPostgres } from '../../server/db/embedded'

/**
 * Archives and versions: an archive of an older Pizarra (its database at an earlier migration) restores
 * with this version's newer migrations applied on top, as an upgrade would; one of a newer Pizarra (a
 * migration this code does not have) is refused before anything changes.
 */

let root: string
let archive: string

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'pizarra-versiones-'))
  chmodSync(root, 0o755)
  // A database of the version before roles (migrations 0000–0003), with its founder and a teacher.
  const old = path.join(root, 'antigua')
  const server = await startEmbeddedPostgres(old)
  try {
    const client = new pg.Client({ connectionString: server.url })
    await client.connect()
    await migrationsUpTo(4, path.join(root, 'migraciones'))
    await migrate(drizzle(client), { migrationsFolder: path.join(root, 'migraciones') })
    await client.query(
      `insert into colegios (nombre, region, comuna, email_responsable, codigo, plan)
       values ('Colegio Los Aromos', 'Valparaíso', 'Quilpué', 'direccion@aromos.cl', 'AROMOS26', 'pro')`,
    )
    await client.query(
      `insert into usuarios (colegio_id, nombre, email, password_hash, rol)
       values (1, 'Marcela Soto', 'direccion@aromos.cl', 'x', 'utp'), (1, 'Pedro Lagos', 'profe@aromos.cl', 'x', 'utp')`,
    )
    await client.end()
    archive = (await createBackup({ connectionString: server.url, filesDir: undefined, outDir: path.join(root, 'r') }))
      .file
  } finally {
    await server.stop()
  }
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('restoring archives of other versions', () => {
  it("restores an older version's archive and brings it to this version's migrations", async () => {
    const manifest = JSON.parse(spawnSync('tar', ['-xzOf', archive, 'manifest.json'], { encoding: 'utf8' }).stdout)
    expect(manifest.migracion).toMatchObject({ aplicadas: 4, ultima: '0003_alumnos_orden_rut' })
    const target = path.join(root, 'restaurada')
    await restoreBackup({ archive, dataDir: target, replace: false })
    const server = await startEmbeddedPostgres(target)
    try {
      const client = new pg.Client({ connectionString: server.url })
      await client.connect()
      const migrations = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')
      expect(migrations.rows[0].n).toBe(journal().length)
      // Migration 0004 made the founder the administrador, as an upgrade in place does.
      const users = await client.query('select email, rol, estado from usuarios order by id')
      expect(users.rows).toEqual([
        { email: 'direccion@aromos.cl', rol: 'administrador', estado: 'activo' },
        { email: 'profe@aromos.cl', rol: 'utp', estado: 'activo' },
      ])
      await client.end()
    } finally {
      await server.stop()
    }
  })

  it("refuses a newer version's archive, changing nothing", async () => {
    const unpacked = path.join(root, 'nueva')
    mkdirSync(unpacked)
    spawnSync('tar', ['-xzf', archive, '-C', unpacked])
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'))
    manifest.migracion = { aplicadas: journal().length + 1, ultima: '9999_futura', creada: 4_102_444_800_000 }
    manifest.app = '9.0.0'
    writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest))
    const newer = path.join(root, 'nueva.tar.gz')
    spawnSync('tar', ['-czf', newer, '-C', unpacked, 'manifest.json', 'db'])
    const target = path.join(root, 'intacta')
    const error = await restoreBackup({ archive: newer, dataDir: target, replace: false }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RestoreError)
    expect((error as Error).message).toContain(
      'es de una versión de Pizarra más nueva o distinta (9.0.0, migración 9999_futura)',
    )
    expect(existsSync(target)).toBe(false)
  })
})
