import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'

/**
 * The libro de clases of one school as the school's export holds it (`datos.json` → `libro`): the
 * schedules, the days without classes, every block as first written (roll, leccionario, signature, the
 * substitute), every correction with the students it changes and its visado, and the justified late
 * arrivals. The original rows and the corrections are kept apart, as the database keeps them: the record in
 * force is the original with the approved corrections applied in order, and an export that applied them
 * would lose what the Circular asks to keep (what was written first, and who changed it).
 *
 * A block's roll is written as lists of student ids per state (a year of a thousand students is 1.4 million
 * rows of `asistencia_bloque`; as ids it stays a few megabytes). Dates are `YYYY-MM-DD`, times of day
 * `HH:MM`, instants ISO 8601 in UTC.
 */
export interface LibroExport {
  horarios: {
    curso_id: number
    curso: string
    vigente_desde: string
    bloques: {
      dia: number
      numero: number
      inicio: string
      fin: string
      asignatura: string
      docente: string | null
      codocente: string | null
    }[]
  }[]
  dias_sin_clases: { fecha: string; motivo: string }[]
  clases: {
    id: number
    fecha: string
    curso_id: number
    curso: string
    numero: number
    inicio: string
    fin: string
    asignatura: string
    docente: string | null
    registrada_en: string | null
    asistencia: {
      presentes: number[]
      ausentes: number[]
      atrasados: { alumno_id: number; hora_llegada: string | null }[]
    }
    leccionario: string | null
    oa: string[]
    actividades: string | null
    firmada_en: string | null
    firmada_por: string | null
    firma_metodo: string | null
    reemplazo: { nombre: string; motivo: string | null } | null
  }[]
  correcciones: {
    id: number
    clase_id: number
    creada_en: string
    motivo: string
    corregida_por: string
    firma_metodo: string
    estado: 'pendiente_visado' | 'aprobada' | 'rechazada'
    visado_por: string | null
    visado_en: string | null
    visado_motivo: string | null
    leccionario_anterior: { texto: string; oa: string[]; actividades: string | null } | null
    leccionario: { texto: string; oa: string[]; actividades: string | null } | null
    asistencia: {
      alumno_id: number
      antes: string | null
      antes_hora_llegada: string | null
      estado: string
      hora_llegada: string | null
    }[]
  }[]
  justificativos_atraso: {
    fecha: string
    alumno_id: number
    alumno: string
    curso: string | null
    motivo: string
    registrado_por: string
    registrado_en: string
  }[]
}

/** An instant as ISO 8601 in UTC, written by PostgreSQL (both drivers then give the same string). */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

/** The libro de clases of a school, for its export. Five statements, each ordered as the screens list it. */
export async function libroExport(db: Db, colegioId: number): Promise<LibroExport> {
  const horarios = await rowsOf<LibroExport['horarios'][number]>(
    db,
    sql`select h.curso_id, c.nombre as curso, h.vigente_desde::text as vigente_desde,
               coalesce(json_agg(json_build_object(
                 'dia', b.dia, 'numero', b.numero, 'inicio', b.inicio, 'fin', b.fin, 'asignatura', b.asignatura,
                 'docente', d.nombre, 'codocente', cd.nombre)
                 order by b.dia, b.numero) filter (where b.id is not null), '[]') as bloques
          from horarios h
          join cursos c on c.id = h.curso_id
          left join bloques_horario b on b.horario_id = h.id
          left join usuarios d on d.id = b.docente_id
          left join usuarios cd on cd.id = b.codocente_id
         where h.colegio_id = ${colegioId}
         group by h.id, c.nombre
         order by c.nombre, h.curso_id, h.vigente_desde`,
  )
  const diasSinClases = await rowsOf<LibroExport['dias_sin_clases'][number]>(
    db,
    sql`select fecha::text as fecha, motivo from dias_sin_clases where colegio_id = ${colegioId} order by fecha`,
  )
  const clases = await rowsOf<
    Omit<LibroExport['clases'][number], 'reemplazo'> & {
      reemplazo_nombre: string | null
      reemplazo_motivo: string | null
    }
  >(
    db,
    sql`select k.id, k.fecha::text as fecha, k.curso_id, c.nombre as curso, k.numero, k.inicio, k.fin, k.asignatura,
               d.nombre as docente, ${iso('k.registrada_en')} as registrada_en,
               json_build_object(
                 'presentes', coalesce((select json_agg(a.alumno_id order by a.alumno_id) from asistencia_bloque a
                                         where a.clase_id = k.id and a.estado = 'presente'), '[]'),
                 'ausentes', coalesce((select json_agg(a.alumno_id order by a.alumno_id) from asistencia_bloque a
                                        where a.clase_id = k.id and a.estado = 'ausente'), '[]'),
                 'atrasados', coalesce((select json_agg(json_build_object('alumno_id', a.alumno_id,
                                                                          'hora_llegada', a.hora_llegada)
                                                        order by a.alumno_id) from asistencia_bloque a
                                         where a.clase_id = k.id and a.estado = 'atrasado'), '[]')
               ) as asistencia,
               k.leccionario, k.oa, k.actividades, ${iso('k.firmada_en')} as firmada_en,
               k.firmada_por_nombre as firmada_por, k.firma_metodo, k.reemplazo_nombre, k.reemplazo_motivo
          from clases k
          join cursos c on c.id = k.curso_id
          left join usuarios d on d.id = k.docente_id
         where k.colegio_id = ${colegioId}
         order by k.fecha, c.nombre, k.curso_id, k.inicio`,
  )
  const correcciones = await rowsOf<LibroExport['correcciones'][number]>(
    db,
    sql`select r.id, r.clase_id, ${iso('r.creada_en')} as creada_en, r.motivo, r.usuario_nombre as corregida_por,
               r.firma_metodo, r.estado, r.visado_por_nombre as visado_por, ${iso('r.visado_en')} as visado_en,
               r.visado_motivo, r.leccionario_anterior, r.leccionario,
               coalesce((select json_agg(json_build_object(
                          'alumno_id', a.alumno_id, 'antes', a.antes_estado, 'antes_hora_llegada', a.antes_hora_llegada,
                          'estado', a.estado, 'hora_llegada', a.hora_llegada) order by a.alumno_id)
                           from correcciones_asistencia a where a.correccion_id = r.id), '[]') as asistencia
          from correcciones r
         where r.colegio_id = ${colegioId}
         order by r.creada_en, r.id`,
  )
  const justificativos = await rowsOf<LibroExport['justificativos_atraso'][number]>(
    db,
    sql`select j.fecha::text as fecha, j.alumno_id, a.nombre as alumno, c.nombre as curso, j.motivo,
               j.usuario_nombre as registrado_por, ${iso('j.created_at')} as registrado_en
          from justificativos_atraso j
          join alumnos a on a.id = j.alumno_id
          left join cursos c on c.id = a.curso_id
         where j.colegio_id = ${colegioId}
         order by j.fecha, c.nombre, a.nombre_orden, a.id`,
  )
  return {
    horarios,
    dias_sin_clases: diasSinClases,
    clases: clases.map(({ reemplazo_nombre, reemplazo_motivo, ...k }) => ({
      ...k,
      reemplazo: reemplazo_nombre ? { nombre: reemplazo_nombre, motivo: reemplazo_motivo } : null,
    })),
    correcciones,
    justificativos_atraso: justificativos,
  }
}
