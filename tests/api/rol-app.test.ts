/**
 * Least privilege in the database (server/db/app-role.ts): on PostgreSQL the app's pool connects as
 * `pizarra_app`, which is no superuser, owns no table, and cannot change the audit trail nor the triggers
 * that guard append-only rows, whatever SQL it sends. Roles only exist on a real server: this file runs
 * in `npm run test:pg` (TEST_PG_URL); on PGlite (one user, the owner) there is nothing to prove.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { defaultAppRole } from '../../server/db/app-role'
import { type Database, openDatabase } from '../../server/db/client'
import { createSchool, type TestApp } from './helpers'

const adminUrl = process.env.TEST_PG_URL

/** PostgreSQL's refusal to a non-owner ("table" or "relation" depending on the statement and version). */
const notOwner = (table: string) => new RegExp(`^must be owner of (table|relation) ${table}$`)

/** The message of a refused statement, or 'aceptada'. */
const refusal = (query: Promise<unknown>) =>
  query.then(
    () => 'aceptada',
    (error: Error) => error.message,
  )

describe.skipIf(!adminUrl)('the app connects as a role that cannot alter the audit trail (PostgreSQL)', () => {
  const name = `pizarra_rol_${randomBytes(6).toString('hex')}`
  let ownerUrl: string
  let database: Database
  let app: pg.Pool
  let owner: pg.Client
  let t: Pick<TestApp, 'app' | 'db'> & { close(): Promise<void> }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(adminUrl!)
    url.pathname = `/${name}`
    ownerUrl = url.toString()
    database = await openDatabase({ databaseUrl: ownerUrl, dataDir: 'memory' })
    app = database.pool!
    owner = new pg.Client({ connectionString: ownerUrl })
    await owner.connect()
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pizarra-rol-app-'))
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir })
    const fastify = await buildApp({ config, database, rateLimit: false, logger: false })
    await fastify.ready()
    t = {
      app: fastify,
      db: database.db,
      close: async () => {
        await fastify.close()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  })

  afterAll(async () => {
    await t?.close()
    await owner?.end()
    await database?.close()
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('is pizarra_app: no superuser, owner of no table, no role attribute beyond LOGIN', async () => {
    const { rows } = await app.query(
      `select current_user as name, rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls
         from pg_roles where rolname = current_user`,
    )
    expect(rows[0]).toEqual({
      name: defaultAppRole,
      rolsuper: false,
      rolcreaterole: false,
      rolcreatedb: false,
      rolreplication: false,
      rolbypassrls: false,
    })
    const owned = await owner.query("select tablename from pg_tables where schemaname = 'public' and tableowner = $1", [
      defaultAppRole,
    ])
    expect(owned.rows).toEqual([])
    // The owner is another role: the migrations ran as it.
    const tables = await owner.query<{ tableowner: string }>(
      "select distinct tableowner from pg_tables where schemaname = 'public'",
    )
    expect(tables.rows.map((r) => r.tableowner)).toEqual(['postgres'])
  })

  it('adds audit lines through the app and reads them, but cannot update, delete or truncate them', async () => {
    const school = await createSchool(t)
    await app.query(`insert into auditoria (colegio_id, accion, detalle) values ($1, 'alumno.ver', 'prueba de rol')`, [
      school.colegio.id,
    ])
    const lines = await app.query<{ id: number }>('select id from auditoria where colegio_id = $1', [school.colegio.id])
    expect(lines.rows.length).toBeGreaterThan(0)
    const id = lines.rows[0]!.id
    const denied = 'permission denied for table auditoria'
    expect(await refusal(app.query(`update auditoria set detalle = 'cambiado' where id = $1`, [id]))).toBe(denied)
    expect(await refusal(app.query('delete from auditoria where id = $1', [id]))).toBe(denied)
    expect(await refusal(app.query('delete from auditoria'))).toBe(denied)
    expect(await refusal(app.query('truncate auditoria'))).toBe(denied)
    const after = await owner.query('select count(*)::int as n from auditoria where colegio_id = $1', [
      school.colegio.id,
    ])
    expect(after.rows[0].n).toBe(lines.rows.length)
    // Deleting a whole school still takes its lines with it: the cascade runs as the table's owner.
    await app.query('delete from colegios where id = $1', [school.colegio.id])
    const gone = await owner.query('select count(*)::int as n from auditoria where colegio_id = $1', [
      school.colegio.id,
    ])
    expect(gone.rows[0].n).toBe(0)
  })

  it('cannot disable, drop or replace the triggers of any table, nor alter or truncate a table', async () => {
    const triggers = await owner.query<{ tabla: string; trigger: string; funcion: string }>(
      `select c.relname as tabla, t.tgname as trigger, p.proname as funcion
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
         join pg_proc p on p.oid = t.tgfoid
        where n.nspname = 'public' and not t.tgisinternal order by 1, 2`,
    )
    // The audit trail's guards at least; tables that refuse changes to signed rows join this list.
    expect(triggers.rows.map((r) => `${r.tabla}.${r.trigger}`)).toEqual(
      expect.arrayContaining(['auditoria.auditoria_solo_agregar', 'auditoria.auditoria_sin_truncate']),
    )
    for (const { tabla, trigger, funcion } of triggers.rows) {
      const table = pg.escapeIdentifier(tabla)
      const mustOwn = notOwner(tabla)
      expect(await refusal(app.query(`alter table ${table} disable trigger ${pg.escapeIdentifier(trigger)}`))).toMatch(
        mustOwn,
      )
      expect(await refusal(app.query(`alter table ${table} disable trigger all`))).toMatch(mustOwn)
      expect(await refusal(app.query(`drop trigger ${pg.escapeIdentifier(trigger)} on ${table}`))).toMatch(mustOwn)
      expect(
        await refusal(
          app.query(
            `create or replace function ${pg.escapeIdentifier(funcion)}() returns trigger language plpgsql as $$ begin return null; end $$`,
          ),
        ),
      ).toMatch(new RegExp(`^(must be owner of function ${funcion}|permission denied for schema public)$`))
      expect(
        await refusal(
          app.query(
            `create trigger otro before insert on ${table} for each row execute function ${pg.escapeIdentifier(funcion)}()`,
          ),
        ),
      ).toMatch(/permission denied|must be owner/)
    }
    const tables = await owner.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by 1",
    )
    expect(tables.rows.length).toBeGreaterThan(10)
    for (const { tablename } of tables.rows) {
      const table = pg.escapeIdentifier(tablename)
      expect(await refusal(app.query(`alter table ${table} add column intruso text`))).toMatch(notOwner(tablename))
      expect(await refusal(app.query(`truncate ${table}`))).toBe(`permission denied for table ${tablename}`)
    }
    expect(await refusal(app.query('alter table auditoria owner to pizarra_app'))).toMatch(notOwner('auditoria'))
    expect(await refusal(app.query('drop table auditoria'))).toMatch(notOwner('auditoria'))
    expect(await refusal(app.query('create table public.intrusa (id int)'))).toBe('permission denied for schema public')
    expect(await refusal(app.query('set session_replication_role = replica'))).toMatch(/permission denied/)
    // The password of the role is the owner's alone.
    expect(await refusal(app.query('select clave from pizarra_interno.rol_app'))).toBe(
      'permission denied for schema pizarra_interno',
    )
  })

  it('covers a table a later migration adds, and a second start as the owner keeps it all', async () => {
    await owner.query('create table nueva_tabla (id integer generated always as identity primary key, nombre text)')
    await app.query(`insert into nueva_tabla (nombre) values ('desde la app')`)
    await app.query(`update nueva_tabla set nombre = 'cambiada'`)
    expect((await app.query('select nombre from nueva_tabla')).rows).toEqual([{ nombre: 'cambiada' }])
    expect(await refusal(app.query('truncate nueva_tabla'))).toBe('permission denied for table nueva_tabla')
    // A second instance (or a restart) runs the migrations and the grants again; the first keeps working.
    const second = await openDatabase({ databaseUrl: ownerUrl, dataDir: 'memory' })
    try {
      const me = await second.pool!.query('select current_user as name')
      expect(me.rows[0].name).toBe(defaultAppRole)
      expect(await refusal(second.pool!.query('delete from auditoria'))).toBe('permission denied for table auditoria')
      // A new connection of the first pool still authenticates: the password did not change.
      const clients = await Promise.all(Array.from({ length: 3 }, () => app.connect()))
      for (const c of clients) c.release()
      await app.query('delete from nueva_tabla')
    } finally {
      await second.close()
    }
  })
})
