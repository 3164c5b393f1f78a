import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { migrations, migrationsBefore } from './migrations-before'

/**
 * The upgrade that gives documents their student's id: existing reports are linked where the link is
 * unambiguous (a PIE report's row names its student; a grade report's title names exactly one student of
 * its school), and left unlinked otherwise (namesakes).
 */
const before = mkdtempSync(path.join(tmpdir(), 'pizarra-migraciones-'))
afterAll(() => rmSync(before, { recursive: true, force: true }))

describe('migration: documents carry their student id', () => {
  it('links the reports whose student is certain and leaves the namesakes unlinked', async () => {
    const pg = new PGlite()
    const db = drizzle(pg)
    await migrate(db, { migrationsFolder: migrationsBefore('0005_documentos_alumno', before) })
    await pg.exec(`
      insert into colegios (id, nombre, region, comuna, email_responsable, codigo, plan) values
        (1, 'Colegio Uno', 'Valparaíso', 'Quilpué', 'a@uno.cl', 'UNO12345', 'pro'),
        (2, 'Colegio Dos', 'Valparaíso', 'Quilpué', 'a@dos.cl', 'DOS12345', 'pro');
      insert into usuarios (id, colegio_id, nombre, email, password_hash) values
        (10, 1, 'Profesora Uno', 'profe@uno.cl', 'x'), (20, 2, 'Profesor Dos', 'profe@dos.cl', 'x');
      insert into cursos (id, colegio_id, nombre, nivel) values
        (100, 1, '4° Básico A', '4° Básico'), (101, 1, '4° Básico B', '4° Básico'), (200, 2, '1° Medio A', '1° Medio');
      insert into alumnos (id, colegio_id, curso_id, nombre, rut) values
        (1000, 1, 100, 'Josefa Tapia Lagos', '11111111-1'),
        (1001, 1, 100, 'Agustina Pérez Rodríguez', '22222222-2'),
        (1002, 1, 101, 'Agustina Pérez Rodríguez', '33333333-3'),
        (2000, 2, 200, 'Josefa Tapia Lagos', '11111111-1');
      insert into documentos (id, colegio_id, usuario_id, title, kind, storage_key) values
        (1, 1, 10, 'Informe de calificaciones · Josefa Tapia Lagos', 'informe_notas', 'k1'),
        (2, 1, 10, 'Informe de calificaciones · Agustina Pérez Rodríguez', 'informe_notas', 'k2'),
        (3, 1, 10, 'Informe PIE · Agustina Pérez Rodríguez · Primer semestre 2025', 'informe_pie', 'k3'),
        (4, 1, 10, 'Informe PIE · Sin Registro · Primer semestre 2025', 'informe_pie', 'k4'),
        (5, 1, 10, 'Informe de calificaciones · Josefa Tapia Lagos', 'evaluacion', 'k5'),
        (6, 2, 20, 'Informe de calificaciones · Josefa Tapia Lagos', 'informe_notas', 'k6');
      insert into informes_pie (colegio_id, alumno_id, usuario_id, documento_id, fecha, tipo, datos) values
        (1, 1002, 10, 3, '2025-07-04', 'semestral', '{}'),
        (1, null, 10, 4, '2025-07-04', 'semestral', '{}');
    `)
    await migrate(db, { migrationsFolder: migrations })
    const { rows } = await pg.query<{ id: number; alumno_id: number | null }>(
      'select id, alumno_id from documentos order by id',
    )
    expect(rows.map((r) => [r.id, r.alumno_id])).toEqual([
      // The only student of that name in the school (not the other school's namesake).
      [1, 1000],
      // Two students of the school have that name: left unlinked.
      [2, null],
      // A PIE report: its row names the student.
      [3, 1002],
      // A PIE report of a student never registered.
      [4, null],
      // Not a grade report, whatever its title.
      [5, null],
      [6, 2000],
    ])
    // Deleting a student takes the documents about them.
    await pg.exec('delete from alumnos where id = 1000')
    expect((await pg.query('select id from documentos where id = 1')).rows).toEqual([])
    await pg.close()
  })
})
