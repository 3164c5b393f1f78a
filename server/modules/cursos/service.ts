import type { Curso, CursoCreate } from '@/api/contract/cursos'
import { courseLevels } from '@/domain/catalog'
import type { Database, Db } from '../../db/client'
import { cursos } from '../../db/schema'
import { HttpError, notFound } from '../../errors'

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' })
const levelOrder = (nivel: string) => {
  const i = (courseLevels as readonly string[]).indexOf(nivel)
  return i === -1 ? courseLevels.length : i
}

/** Courses of a school in school order: by level, then by name (`4° Básico A` before `4° Básico B`). */
const bySchoolOrder = (a: { nivel: string; nombre: string }, b: { nivel: string; nombre: string }) =>
  levelOrder(a.nivel) - levelOrder(b.nivel) || collator.compare(a.nombre, b.nombre)

/** Courses of one school; every method takes the school id and never sees another school's rows. */
export class CourseService {
  constructor(
    private readonly db: Db,
    private readonly rows: Database['rows'],
  ) {}

  /**
   * The school's courses in school order, each with its number of students (every screen asks for it);
   * `cursoIds` (a docente's assigned courses) keeps only those.
   */
  async list(colegioId: number, cursoIds: readonly number[] | null = null): Promise<Curso[]> {
    if (cursoIds?.length === 0) return []
    const rows = cursoIds
      ? // A docente's courses only: their students are counted, not the whole school's.
        await this.rows<Curso>(
          'cursos_list_asignados',
          `select c.id, c.nombre, c.nivel, count(a.id)::int as total_alumnos
             from cursos c left join alumnos a on a.curso_id = c.id
            where c.colegio_id = $1 and c.id = any($2::int[])
            group by c.id`,
          [colegioId, cursoIds],
        )
      : await this.rows<Curso>(
          'cursos_list',
          `select c.id, c.nombre, c.nivel, count(a.id)::int as total_alumnos
             from cursos c left join alumnos a on a.curso_id = c.id
            where c.colegio_id = $1
            group by c.id`,
          [colegioId],
        )
    return rows.sort(bySchoolOrder)
  }

  async create(colegioId: number, input: CursoCreate) {
    const [row] = await this.db
      .insert(cursos)
      .values({ colegioId, nombre: input.nombre, nivel: input.nivel })
      .onConflictDoNothing()
      .returning({ id: cursos.id, nombre: cursos.nombre, nivel: cursos.nivel })
    if (!row) throw new HttpError(409, `Ya existe un curso llamado «${input.nombre}» en tu colegio.`)
    return { ...row, total_alumnos: 0 }
  }

  /** The course or a 404 when it does not exist in this school. */
  async find(colegioId: number, cursoId: number) {
    const [curso] = await this.rows<Omit<Curso, 'total_alumnos'>>(
      'cursos_find',
      'select id, nombre, nivel from cursos where id = $1 and colegio_id = $2',
      [cursoId, colegioId],
    )
    if (!curso) throw notFound('El curso')
    return curso
  }

  /** The students of a course, alphabetically, with the RUT as Chile writes it. */
  async students(colegioId: number, cursoId: number) {
    return this.rows<{ id: number; nombre: string; rut: string }>(
      'cursos_alumnos',
      `select id, nombre, rut_formateado as rut from alumnos where curso_id = $1 and colegio_id = $2
        order by nombre_orden collate "C", id`,
      [cursoId, colegioId],
    )
  }

  async detail(colegioId: number, cursoId: number) {
    const curso = await this.find(colegioId, cursoId)
    const lista = await this.students(colegioId, cursoId)
    return { ...curso, total_alumnos: lista.length, alumnos: lista }
  }
}
