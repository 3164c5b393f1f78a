import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { migrations, migrationsBefore } from './migrations-before'

/**
 * The upgrade to members and roles on a database of the previous version: every existing member keeps
 * working (`activo`), the founder of each school becomes its `administrador`, everyone else `utp`.
 */
const before = mkdtempSync(path.join(tmpdir(), 'pizarra-migraciones-'))
afterAll(() => rmSync(before, { recursive: true, force: true }))

describe('migration 0004: members and roles', () => {
  it('turns the founders into administradores and the other members into active UTP', async () => {
    const pg = new PGlite()
    const db = drizzle(pg)
    await migrate(db, { migrationsFolder: migrationsBefore('0004_miembros_auditoria', before) })
    // Data as the previous version wrote it: every user `utp`, no state.
    await pg.exec(`
      insert into colegios (id, nombre, region, comuna, email_responsable, codigo, plan) values
        (1, 'Colegio Uno', 'Valparaíso', 'Quilpué', 'Directora@Uno.cl', 'UNO12345', 'pro'),
        (2, 'Colegio Dos', 'Valparaíso', 'Quilpué', 'antiguo@dos.cl', 'DOS12345', 'starter'),
        (3, 'Colegio Tres', 'Valparaíso', 'Quilpué', 'nadie@tres.cl', 'TRE12345', 'plus');
      insert into usuarios (id, colegio_id, nombre, email, password_hash, rol) values
        (10, 1, 'Profesor Uno', 'profe@uno.cl', 'x', 'utp'),
        (11, 1, 'Directora Uno', 'directora@uno.cl', 'x', 'utp'),
        (12, 1, 'Otra Uno', 'otra@uno.cl', 'x', 'utp'),
        (20, 2, 'Profesor Dos', 'profe@dos.cl', 'x', 'utp'),
        (21, 2, 'Fundadora Dos', 'nuevo-correo@dos.cl', 'x', 'utp'),
        (30, 3, 'Primera Tres', 'primera@tres.cl', 'x', 'utp'),
        (31, 3, 'Segunda Tres', 'segunda@tres.cl', 'x', 'utp');
      insert into pagos_usados (proveedor, tipo, external_id, colegio_id, usuario_id, monto_clp) values
        ('sandbox', 'suscripcion', 'pre-2', 2, 21, 19990),
        ('sandbox', 'extra', 'pay-2', 2, 20, 1990);
    `)
    await migrate(db, { migrationsFolder: migrations })
    const { rows } = await pg.query<{ id: number; rol: string; estado: string; sesion_version: number }>(
      'select id, rol, estado, sesion_version from usuarios order by id',
    )
    expect(rows.map((r) => [r.id, r.rol])).toEqual([
      [10, 'utp'],
      // The school's responsible e-mail, in any case.
      [11, 'administrador'],
      [12, 'utp'],
      [20, 'utp'],
      // Her e-mail changed since: the member the subscription was paid for.
      [21, 'administrador'],
      // Neither: the school's first member.
      [30, 'administrador'],
      [31, 'utp'],
    ])
    expect(new Set(rows.map((r) => r.estado))).toEqual(new Set(['activo']))
    expect(new Set(rows.map((r) => r.sesion_version))).toEqual(new Set([0]))
    // The new tables are there, and the audit trail is append-only from the start.
    await pg.exec(`insert into cursos (id, colegio_id, nombre, nivel) values (100, 1, '1° Básico A', '1° Básico');
      insert into usuario_cursos (usuario_id, curso_id) values (10, 100);`)
    await pg.exec(`insert into auditoria (colegio_id, usuario_id, accion) values (1, 11, 'sesion.iniciar')`)
    await expect(pg.exec('update auditoria set detalle = $$x$$')).rejects.toThrow(/no se puede modificar ni borrar/)
    // Deleting a whole school still cascades to its lines.
    await pg.exec('delete from colegios where id = 1')
    expect((await pg.query('select * from auditoria')).rows).toEqual([])
    await pg.close()
  })
})
