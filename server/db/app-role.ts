/**
 * Least privilege: the app's pool never connects as the owner of the tables nor as a superuser. The owner
 * (the `DATABASE_URL` user, or the embedded server's superuser) applies the migrations and then keeps a
 * login role for the app (`pizarra_app`, or DATABASE_APP_ROLE) with exactly what the app does: SELECT,
 * INSERT, UPDATE and DELETE on the tables, SELECT and INSERT only on the audit trail, no TRUNCATE, no
 * TRIGGER, no ownership (so no ALTER TABLE, DISABLE TRIGGER or DROP TRIGGER). Default privileges cover
 * the tables later migrations add.
 *
 * The role's password is random, made once per database and kept in `pizarra_interno.rol_app`, a schema
 * only the owner reads (backups copy the `public` schema only); every start sets it again from there, so
 * instances agree on it without configuration and a restored or moved database gets its own.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The role the app connects as when DATABASE_APP_ROLE does not name another. */
export const defaultAppRole = 'pizarra_app'

/** Append-only tables: the app may read and add lines, never change or remove them. */
const appendOnly = ['auditoria']

/** Concurrent GRANT / ALTER ROLE on one catalog row from two databases of one server may clash: retried. */
const retryable = new Set(['XX000', '40001', '40P01', '23505', '42710'])

/** Runs `work` in one transaction (other sessions see the grants change at once, never half done). */
async function retry(owner: pg.ClientBase, work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await owner.query('begin')
      await work()
      await owner.query('commit')
      return
    } catch (error) {
      await owner.query('rollback').catch(() => {})
      const code = (error as { code?: string }).code
      if (attempt >= 5 || !code || !retryable.has(code)) throw error
      await new Promise((r) => setTimeout(r, 50 * attempt))
    }
  }
}

/**
 * Creates (or brings up to date) the app's role and its grants, on the owner's connection right after the
 * migrations. Returns the URL the app connects with: `ownerUrl` with the role's name and password.
 */
export async function ensureAppRole(owner: pg.ClientBase, ownerUrl: string, role = defaultAppRole): Promise<string> {
  const me = (await owner.query<{ name: string }>('select current_user as name')).rows[0]!.name
  if (me === role) {
    throw new Error(
      `DATABASE_URL conecta como ${role}, el rol con que trabaja la aplicación: usa el dueño de la base de datos (quien aplica las migraciones); Pizarra crea y usa ${role} por su cuenta.`,
    )
  }
  await owner.query('create schema if not exists pizarra_interno')
  await owner.query('revoke all on schema pizarra_interno from public')
  await owner.query('create table if not exists pizarra_interno.rol_app (rol text primary key, clave text not null)')
  await owner.query('insert into pizarra_interno.rol_app (rol, clave) values ($1, $2) on conflict (rol) do nothing', [
    role,
    randomBytes(24).toString('hex'),
  ])
  const password = (
    await owner.query<{ clave: string }>('select clave from pizarra_interno.rol_app where rol = $1', [role])
  ).rows[0]!.clave
  const r = pg.escapeIdentifier(role)
  const secret = pg.escapeLiteral(password)
  const database = pg.escapeIdentifier(
    (await owner.query<{ name: string }>('select current_database() as name')).rows[0]!.name,
  )
  try {
    await retry(owner, async () => {
      const exists = await owner.query('select 1 from pg_roles where rolname = $1', [role])
      // NOSUPERUSER, NOCREATEDB, NOCREATEROLE, NOREPLICATION and NOBYPASSRLS are the defaults of CREATE ROLE.
      if (exists.rows.length === 0) await owner.query(`create role ${r} login password ${secret}`)
      else await owner.query(`alter role ${r} login password ${secret}`)
    })
  } catch (error) {
    throw new Error(
      `No se pudo crear ni actualizar el rol ${role} con que trabaja la aplicación (${(error as Error).message}). El usuario de DATABASE_URL necesita el atributo CREATEROLE (o crea tú el rol ${role} con LOGIN y dale a ese usuario ADMIN OPTION sobre él).`,
    )
  }
  const tables = (
    await owner.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public'")
  ).rows.map((t) => t.name)
  await retry(owner, async () => {
    await owner.query(`grant connect on database ${database} to ${r}`)
    await owner.query(`grant usage on schema public to ${r}`)
    await owner.query(`revoke truncate, references, trigger on all tables in schema public from ${r}`)
    await owner.query(`grant select, insert, update, delete on all tables in schema public to ${r}`)
    for (const table of appendOnly.filter((t) => tables.includes(t))) {
      await owner.query(`revoke update, delete on ${pg.escapeIdentifier(table)} from ${r}`)
    }
    await owner.query(`revoke update on all sequences in schema public from ${r}`)
    await owner.query(`grant usage, select on all sequences in schema public to ${r}`)
    await owner.query(
      `alter default privileges in schema public grant select, insert, update, delete on tables to ${r}`,
    )
    await owner.query(`alter default privileges in schema public grant usage, select on sequences to ${r}`)
    // The migrations' journal: the nightly backup, made on the app's pool, records how far they went.
    const journal = await owner.query(
      "select 1 from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'",
    )
    if (journal.rows.length > 0) {
      await owner.query(`grant usage on schema drizzle to ${r}`)
      await owner.query(`grant select on drizzle.__drizzle_migrations to ${r}`)
    }
  })
  const url = new URL(ownerUrl)
  url.username = encodeURIComponent(role)
  url.password = password
  return url.toString()
}

/**
 * Refuses to run the app on a connection that could rewrite the audit trail: a superuser, or the owner
 * of any table (an owner may disable or drop a trigger, whatever it was granted).
 */
export async function assertLeastPrivilege(pool: pg.Pool) {
  const { rows } = await pool.query<{ name: string; superuser: boolean; owns: string | null }>(
    `select current_user as name, r.rolsuper as superuser,
            (select string_agg(c.relname, ', ') from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = 'public' and c.relkind in ('r', 'p') and pg_has_role(current_user, c.relowner, 'USAGE')) as owns
       from pg_roles r where r.rolname = current_user`,
  )
  const me = rows[0]!
  if (me.superuser || me.owns) {
    throw new Error(
      `La aplicación no puede trabajar como ${me.name}: ${me.superuser ? 'es superusuario' : `es dueño de ${me.owns}`}, y podría alterar el registro de accesos. Revoca ese privilegio al rol ${me.name}.`,
    )
  }
}
