/**
 * The demo school: on an empty database outside production (`SEED_DEMO`, see server/main.ts) a newcomer
 * signs in to a school year that is already under way. Everything is dated relative to the app's clock
 * (the school days since March up to today, evaluations spread over them, reports and meetings of the
 * weeks before), so the demo never goes stale, and every random choice comes from one seeded generator,
 * so a given day always gives the same demo.
 *
 * The records are made through the app's own services (the students as an Excel import, the grade book,
 * PIE reports, meetings, requests, the guardian's e-mail, the AI generation with the offline `plantillas`
 * composer), as a user would make them. Attendance alone is written in one batch: the service saves one course-day per
 * transaction, and a school year is some 360 of them (see docs/decisions.md, "The demo school").
 */

import { and, eq, sql } from 'drizzle-orm'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import { getCheckDigit } from 'rut.js'
import type { AiDocumentRequest } from '@/api/contract/documentos'
import { aiDocumentRequest, pieReportRequest } from '@/api/contract/documentos'
import { attendancePercentage, schoolToday } from '@/domain/attendance'
import type { DocumentType } from '@/domain/catalog'
import { normalizeRut } from '@/domain/rut'
import type { LinkOwner } from '../adapters/storage/storage'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { oaFor } from '../curriculum/catalogue'
import type { SheetRow } from '../modules/alumnos/excel'
import { hashPassword, type TokenClaims } from '../security'
import type { Database, Db } from './client'
import { schoolDaysUntil, winterBreak } from './demo/calendar'
import { seedLibro } from './demo/libro'
import { colegios, usoEvaluaciones, usuarios } from './schema'

export const demoAccount = { email: 'utp@demo.pizarra.cl', password: 'pizarra2026', codigo: 'DEMO2026' } as const

/** The demo's second member, a teacher who joined with the school's code and was approved as docente of 4° Básico A (same password as the administrador). */
export const demoTeacher = { nombre: 'Jorge Morales Tapia', email: 'jorge.morales@demo.pizarra.cl' } as const

/** The demo's one pending member: someone who asked to join with the school's code and waits for approval. */
export const demoPendingMember = { nombre: 'Paula Reyes Castro', email: 'paula.reyes@demo.pizarra.cl' } as const

/** The demo's inspector (attendance officer): countersigns corrections of the libro de clases (same password). */
export const demoInspector = { nombre: 'Inés Pardo Vidal', email: 'inspectoria@demo.pizarra.cl' } as const

type App = Awaited<ReturnType<typeof buildApp>>

const nombres = [
  'Sofía',
  'Mateo',
  'Isidora',
  'Benjamín',
  'Agustina',
  'Vicente',
  'Emilia',
  'Martín',
  'Florencia',
  'Joaquín',
  'Antonella',
  'Tomás',
  'Josefa',
  'Maximiliano',
  'Trinidad',
  'Lucas',
  'Catalina',
  'Agustín',
  'Amanda',
  'Cristóbal',
  'Maite',
  'Facundo',
  'Valentina',
  'Gaspar',
  'Renata',
  'Diego',
  'Constanza',
  'Alonso',
  'Javiera',
  'Bastián',
]
const apellidos = [
  'González',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Rodríguez',
  'López',
  'Fuentes',
  'Hernández',
  'Torres',
  'Araya',
  'Flores',
  'Espinoza',
  'Valenzuela',
]

/** A valid RUT in the range of children born around 2010–2018. */
export function demoRut(n: number) {
  const body = String(22_000_000 + n * 7_919)
  return `${body}-${getCheckDigit(body)}`
}

/** True when there is no school yet: the database has never been used. */
export async function isEmpty(db: Db) {
  const [row] = await db.select({ id: colegios.id }).from(colegios).limit(1)
  return !row
}

/**
 * Seeds the demo school when the configuration asks for it (`SEED_DEMO`) and the database is empty, never
 * in production (even with `SEED_DEMO=true`); answers whether it did. A second call finds the school and
 * does nothing.
 */
export async function seedIfEmpty(app: App): Promise<boolean> {
  if (app.config.env === 'production' || !app.config.seedDemo || !(await isEmpty(app.db))) return false
  await seedDemo(app, await hashPassword(demoAccount.password))
  return true
}

/**
 * Seeds the demo into a database outside a running server (benchmarks, tests of older data folders): a
 * quiet app of its own, whose files and outbox go to `dataDir`. The caller owns and closes the database.
 */
export async function seedDemoInto(database: Database, dataDir: string, clock?: () => Date) {
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir })
  const app = await buildApp({ config, database, logger: false, rateLimit: false, clock })
  try {
    await app.ready()
    await seedDemo(app, await hashPassword(demoAccount.password))
  } finally {
    await app.close()
  }
}

/** The demo's two courses: 16 students in 4° Básico A, 14 in 1° Medio B. */
const demoCourses = [
  {
    nombre: '4° Básico A',
    nivel: '4° Básico',
    alumnos: 16,
    nacimiento: 2016,
    asignaturas: [
      'Lenguaje y Comunicación',
      'Matemática',
      'Ciencias Naturales',
      'Historia, Geografía y Ciencias Sociales',
    ],
  },
  {
    nombre: '1° Medio B',
    nivel: '1° Medio',
    alumnos: 14,
    nacimiento: 2011,
    asignaturas: ['Lengua y Literatura', 'Matemática', 'Historia, Geografía y Ciencias Sociales', 'Inglés'],
  },
] as const

/**
 * Each student's share of days present over the year. Two students of each course are in the bands of
 * risk (one "grave", under 85 %; one "reiterada", 85 % to 90 %); the others between 91 % and 100 %.
 * Indexes are of the school's 30 students (0–15 in 4° Básico A, 16–29 in 1° Medio B).
 */
const attendanceTargets: Record<number, number> = { 2: 0.79, 6: 0.875, 19: 0.81, 24: 0.88 }

/**
 * Students below the bar in some subjects, by index: 9 fails one subject with a good general average
 * (promoted under Decreto 67/2018), 19 fails three (not promoted, with its low attendance).
 */
const weakSubjects: Record<number, number[]> = { 9: [1], 19: [0, 1, 3] }

/** The weights of three or four evaluations, each set summing to 100 %. */
const weightSets = [
  [30, 30, 40],
  [20, 25, 25, 30],
  [25, 35, 40],
  [25, 25, 25, 25],
] as const

const evaluationNames: Record<string, string[]> = {
  'Lenguaje y Comunicación': [
    'Comprensión lectora: fábulas',
    'Dictado y ortografía',
    'Lectura domiciliaria',
    'Exposición oral',
  ],
  'Lengua y Literatura': ['Prueba: el género narrativo', 'Ensayo argumentativo', 'Control de lectura', 'Debate'],
  Matemática: ['Prueba: números hasta 10 000', 'Guía de fracciones', 'Prueba: geometría', 'Control de cálculo mental'],
  'Ciencias Naturales': [
    'Informe: el esqueleto',
    'Prueba: materia y sus estados',
    'Maqueta del sistema solar',
    'Bitácora de laboratorio',
  ],
  'Historia, Geografía y Ciencias Sociales': [
    'Prueba: civilización maya',
    'Trabajo de investigación',
    'Mapa conceptual',
    'Prueba: los aztecas',
  ],
  Inglés: ['Reading comprehension', 'Oral presentation', 'Vocabulary quiz', 'Writing: my town'],
}

/** A deterministic generator: the same sequence on every start. */
function generator(seed: number) {
  const rng = xoroshiro128plus(seed)
  const int = (from: number, to: number) => uniformInt(rng, from, to)
  return {
    int,
    /** A uniform number in [0, 1). */
    unit: () => int(0, 999_999) / 1_000_000,
    /** Roughly normal with that mean and standard deviation: the sum of three uniforms on [-1, 1]. */
    normal: (mean: number, deviation: number) =>
      mean + deviation * ((int(-10_000, 10_000) + int(-10_000, 10_000) + int(-10_000, 10_000)) / 10_000),
    /**
     * `count` items of `items` spread over it: one at random in each of `count` equal stretches, so that
     * a student's absences fall in every month rather than bunched in a few.
     */
    spread<T>(items: readonly T[], count: number): T[] {
      const n = Math.min(count, items.length)
      return Array.from({ length: n }, (_, k) => {
        const from = Math.floor((k * items.length) / n)
        const to = Math.floor(((k + 1) * items.length) / n) - 1
        return items[int(from, to)]!
      })
    },
  }
}

const clampGrade = (grade: number) => Math.min(7, Math.max(1, Math.round(grade * 10) / 10))

/** The first objective of the catalogue at a level and subject, as the OA picker sends it ("MA04 OA 01: …"). */
function objectives(nivel: string, asignatura: string, numeros: number[]) {
  const all = oaFor(nivel, asignatura)
  return numeros
    .map((n) => all.find((oa) => oa.numero === n))
    .filter((oa) => oa !== undefined)
    .map((oa) => `${oa.codigo}: ${oa.descripcion}`)
}

/** One document of each AI type, for the demo's two courses. */
function demoAiRequests(): AiDocumentRequest[] {
  const requests: Record<DocumentType, Omit<AiDocumentRequest, 'tipo'>> = {
    evaluacion: {
      nivel: '4° Básico',
      asignatura: 'Matemática',
      // OA with item makers of their own (`server/content/matematica`): an evaluation puts under an OA only the
      // items written for it (issue 29 §1), and MA04 OA 01 and 03 have none yet.
      objetivos: objectives('4° Básico', 'Matemática', [8, 9]),
      instrucciones: 'Evaluación sumativa de 45 minutos sobre fracciones, con ejemplos de la vida cotidiana.',
    },
    rubrica: {
      nivel: '1° Medio',
      asignatura: 'Ciencias Naturales',
      objetivos: objectives('1° Medio', 'Ciencias Naturales', [2]),
      instrucciones: 'Rúbrica para evaluar una infografía sobre la evolución, presentada en parejas.',
    },
    trabajo: {
      nivel: '1° Medio',
      asignatura: 'Historia, Geografía y Ciencias Sociales',
      objetivos: objectives('1° Medio', 'Historia', [1]),
      instrucciones: 'Trabajo grupal de tres clases que termina con una línea de tiempo comentada.',
    },
    escala: {
      nivel: '4° Básico',
      asignatura: 'Lenguaje y Comunicación',
      objetivos: objectives('4° Básico', 'Lenguaje', [4]),
      instrucciones: 'Para observar la comprensión de narraciones durante la lectura compartida del mes.',
    },
    texto: {
      nivel: '4° Básico',
      asignatura: 'Lenguaje y Comunicación',
      objetivos: objectives('4° Básico', 'Lenguaje', [4]),
      instrucciones: 'Una fábula con personajes de la fauna chilena y preguntas de comprensión.',
    },
  }
  return (Object.keys(requests) as DocumentType[]).map((tipo) => ({ tipo, ...requests[tipo] }))
}

/** The school day `n` school days before the last one of `days` (0 = the last). */
const daysBefore = (days: readonly string[], n: number) => days[Math.max(0, days.length - 1 - n)]!

/**
 * A demo school (plan Pro) with a school year under way up to the app's today: two courses and 30
 * students with their guardians' e-mails, attendance on every school day since March, grades in four
 * subjects per course, two PIE reports, meetings, internal requests with replies, one message sent to a
 * guardian and one AI document of each type. Only on an empty database, never in production.
 */
export async function seedDemo(app: App, passwordHash: string) {
  const db = app.db
  const today = schoolToday(app.clock())
  const days = schoolDaysUntil(today)
  const rand = generator(2026)

  const [colegio] = await db
    .insert(colegios)
    .values({
      nombre: 'Escuela Demostración Pizarra',
      region: 'Valparaíso',
      comuna: 'Viña del Mar',
      emailResponsable: demoAccount.email,
      codigo: demoAccount.codigo,
      plan: 'pro',
    })
    .returning()
  if (!colegio) throw new Error('no se pudo crear el colegio de demostración')
  const colegioId = colegio.id
  const [utp] = await db
    .insert(usuarios)
    .values({
      colegioId,
      nombre: 'Carolina Fuentes',
      email: demoAccount.email,
      passwordHash,
      rol: 'administrador',
      estado: 'activo',
    })
    .returning({ id: usuarios.id })
  const user: TokenClaims = { userId: utp!.id, colegioId }
  // The links the services answer while seeding are not kept: no session of anyone's.
  const link: LinkOwner = {
    origin: app.config.publicUrl,
    userId: utp!.id,
    sessionId: 'semilla',
    sesionVersion: 0,
    rol: 'utp',
  }
  const actor = { colegioId, userId: utp!.id, ip: null }

  // A teacher joins with the school's code, as the sign-up screen does.
  await app.users.register({
    nombre: demoTeacher.nombre,
    email: demoTeacher.email,
    password: demoAccount.password,
    codigo_colegio: demoAccount.codigo,
    rol: 'utp',
  })
  const [teacher] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, demoTeacher.email))
  // And one more asked to join and waits for the administrador's approval (Equipo lists the request).
  await app.users.register({
    nombre: demoPendingMember.nombre,
    email: demoPendingMember.email,
    password: demoAccount.password,
    codigo_colegio: demoAccount.codigo,
    rol: 'utp',
  })

  // Courses, and the students as a school brings them: its list imported with the Excel template's columns.
  const courses: { id: number; nombre: string; nivel: string; asignaturas: readonly string[]; students: Student[] }[] =
    []
  const rows: SheetRow[] = []
  for (const c of demoCourses) {
    const curso = await app.courses.create(colegioId, { nombre: c.nombre, nivel: c.nivel })
    courses.push({ id: curso.id, nombre: c.nombre, nivel: c.nivel, asignaturas: c.asignaturas, students: [] })
    const first = rows.length
    for (let i = first; i < first + c.alumnos; i++) {
      const apellido1 = apellidos[i % 20]!
      const apellido2 = apellidos[(i * 7 + 3) % 20]!
      const apoderadoNombre = nombres[(i + 11) % 30]!
      rows.push({
        fila: i + 2,
        values: {
          nombre: `${nombres[i]} ${apellido1} ${apellido2}`,
          rut: demoRut(i + 1),
          curso: c.nombre,
          fecha_nacimiento: `${c.nacimiento}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
          apoderado: `${apoderadoNombre} ${apellido1}`,
          telefono: `+56 9 ${String(5000_0000 + i * 1_234_567).slice(0, 4)} ${String(1000 + i * 37).slice(0, 4)}`,
          direccion: `Calle ${apellidos[(i + 5) % 20]} ${100 + i * 13}, Viña del Mar`,
          // Two guardians without an e-mail, as in any school's records.
          email_apoderado:
            i % 13 === 12 ? '' : `${fold(apoderadoNombre)}.${fold(apellido1)}@apoderados.demo.pizarra.cl`,
        },
      })
    }
  }
  // The administrador approves the teacher as docente of 4° Básico A (Equipo does the same).
  await app.members.update(actor, teacher!.id, {
    rol: 'docente',
    estado: 'activo',
    curso_ids: [courses[0]!.id],
  })
  const imported = await app.students.importRows(actor, rows)
  if (!imported.ok) throw new Error(`alumnos de demostración: ${JSON.stringify(imported.errores)}`)
  const saved = await app.students.list(colegioId, {})
  for (const [i, row] of rows.entries()) {
    const alumno = saved.find((a) => normalizeRut(a.rut) === normalizeRut(row.values.rut!))!
    const course = courses.find((c) => c.id === alumno.curso.id)!
    course.students.push({ id: alumno.id, index: i, nombre: alumno.nombre, rut: normalizeRut(alumno.rut) })
  }
  const everyone = courses.flatMap((c) => c.students)
  const byIndex = (i: number) => everyone.find((s) => s.index === i)!

  // Attendance on every school day up to today: a batch per course (see the note at the top).
  const absences = new Map<number, Set<string>>()
  for (const s of everyone) {
    const target = attendanceTargets[s.index] ?? 0.91 + rand.int(0, 90) / 1000
    absences.set(s.id, new Set(rand.spread(days, Math.round(days.length * (1 - target)))))
  }
  for (const course of courses) {
    // One statement per course: three arrays of the same length, unnested into rows.
    const cells = days.flatMap((fecha) => course.students.map((s) => ({ s, fecha })))
    const array = (values: (string | number)[]) => `{${values.join(',')}}`
    await db.execute(sql`
      insert into asistencias (colegio_id, curso_id, alumno_id, fecha, presente)
      select ${colegioId}, ${course.id}, alumno, fecha, presente
        from unnest(${array(cells.map((c) => c.s.id))}::int[], ${array(cells.map((c) => c.fecha))}::date[],
                    ${array(cells.map((c) => (absences.get(c.s.id)!.has(c.fecha) ? 'f' : 't')))}::boolean[])
          as cell(alumno, fecha, presente)`)
  }

  // The libro de clases: schedules, every past block taken, written and signed, a correction to countersign.
  await db.insert(usuarios).values({
    colegioId,
    nombre: demoInspector.nombre,
    email: demoInspector.email,
    passwordHash,
    rol: 'inspector',
    estado: 'activo',
  })
  await seedLibro(db, app.libro, {
    colegioId,
    actor,
    courses: courses.map((c, i) => ({
      ...c,
      docenteId: i === 0 ? teacher!.id : utp!.id,
      docenteNombre: i === 0 ? demoTeacher.nombre : 'Carolina Fuentes',
    })),
    days,
    today,
    absences,
    jorgeId: teacher!.id,
  })

  // The grade book, and the school's records and documents: independent of each other, so the database
  // works on the one while the Word files of the other are rendered.
  await Promise.all([
    (async () => {
      // The grade book: four subjects per course, three or four weighted evaluations each, all graded.
      const ability = new Map(everyone.map((s) => [s.id, rand.normal(5.4, 0.8)]))
      let subjectNumber = 0
      for (const course of courses) {
        for (const [subjectIndex, asignatura] of course.asignaturas.entries()) {
          const weights = weightSets[subjectNumber++ % weightSets.length]!
          const names = evaluationNames[asignatura]!
          for (const [n, ponderacion] of weights.entries()) {
            // Spread over the school days so far: the last one a few days before today.
            const position = Math.floor(((n + 1) / (weights.length + 0.4)) * (days.length - 1))
            const fecha = days[Math.min(days.length - 1, position)]!
            const conPuntaje = n === 1
            const evaluacion = await app.gradeBook.createEvaluation(actor, {
              curso_id: course.id,
              asignatura,
              nombre: names[n]!,
              fecha,
              ponderacion,
              puntaje_maximo: conPuntaje ? 40 : null,
              // The OA the evaluation assesses: two of the subject's, in the order of the year.
              oa: oaFor(course.nivel, asignatura)
                .slice(n * 2, n * 2 + 2)
                .map((o) => o.codigo),
            })
            const entries = course.students.map((s) => {
              const weak = weakSubjects[s.index]?.includes(subjectIndex)
              const grade = clampGrade(weak ? rand.normal(3.2, 0.5) : rand.normal(ability.get(s.id)!, 0.6))
              if (!conPuntaje) return { alumno_id: s.id, nota: grade }
              // The score that gives about that grade at 60 % exigencia.
              const puntaje = grade >= 4 ? 24 + ((grade - 4) / 3) * 16 : ((grade - 1) / 3) * 24
              return { alumno_id: s.id, puntaje: Math.round(puntaje) }
            })
            await app.gradeBook.saveGrades(actor, evaluacion.id, entries)
          }
        }
      }
    })(),
    (async () => {
      // Two PIE reports with their Word files, with each student's attendance so far.
      const pause = winterBreak(Number(days[0]!.slice(0, 4)))
      const firstSemesterOver = today > pause.hasta
      for (const [k, i] of [11, 20].entries()) {
        const s = byIndex(i)
        const course = courses.find((c) => c.students.includes(s))!
        const fecha = firstSemesterOver ? days.filter((d) => d < pause.desde).at(-1)! : daysBefore(days, 2 + k)
        // The attendance up to the report's date, as the PIE form drafts it.
        const taken = days.filter((d) => d <= fecha)
        const presentes = taken.filter((d) => !absences.get(s.id)!.has(d)).length
        await app.pieReports.generate(
          user,
          pieReportRequest.parse({
            nombre_alumno: s.nombre,
            rut_alumno: s.rut,
            fecha,
            semestre: 'Primer semestre',
            curso: course.nombre,
            asistencia: attendancePercentage(presentes, taken.length) ?? 100,
            asistencia_detalle: `${presentes} de ${taken.length} días`,
            ...pieTexts[k]!,
          }),
          link,
        )
      }

      // Meetings with guardians, in the weeks before today.
      const meetings = [
        {
          i: 2,
          ago: 12,
          motivo: 'Asistencia bajo el 85 %',
          observaciones:
            'La apoderada explica que las ausencias se deben a controles médicos y a dificultades para llegar al colegio en invierno.',
          resultado:
            'Se acuerda avisar cada ausencia el mismo día y enviar los certificados médicos. Nueva reunión en un mes.',
        },
        {
          i: 19,
          ago: 8,
          motivo: 'Rendimiento y asistencia',
          observaciones:
            'El estudiante tiene tres asignaturas bajo 4,0 y una asistencia bajo 85 %. Se revisan las notas con el apoderado.',
          resultado: 'Plan de apoyo con tutorías de Matemática los martes y seguimiento semanal de la asistencia.',
        },
        {
          i: 11,
          ago: 4,
          motivo: 'Avances del Programa de Integración Escolar',
          observaciones: 'La educadora diferencial presenta el informe del semestre y los apoyos en aula.',
          resultado:
            'La familia reforzará la lectura diaria en casa; el equipo PIE mantiene dos horas semanales en aula.',
        },
      ]
      for (const m of meetings) {
        await app.meetings.create(actor, {
          alumno_id: byIndex(m.i).id,
          fecha: daysBefore(days, m.ago),
          motivo: m.motivo,
          observaciones: m.observaciones,
          resultado: m.resultado,
        })
      }

      // Internal requests of the teacher, two answered by the administrador.
      const teacherViewer = {
        colegioId,
        userId: teacher!.id,
        ip: null,
        rol: 'docente' as const,
        estado: 'activo' as const,
      }
      const adminViewer = { ...actor, rol: 'administrador' as const, estado: 'activo' as const }
      const requests = [
        {
          titulo: 'Proyector del laboratorio sin señal',
          tipo: 'mantenimiento' as const,
          descripcion: 'El proyector del laboratorio no muestra imagen desde el lunes; ya probé otro cable HDMI.',
          respuesta: {
            contenido: 'El técnico lo revisó y cambió la lámpara: ya funciona.',
            estado: 'resuelta' as const,
          },
        },
        {
          titulo: 'Permiso para salida pedagógica al Museo Fonck',
          tipo: 'permiso' as const,
          descripcion:
            'Solicito autorización para llevar a 4° Básico A al Museo Fonck el próximo viernes, de 9:00 a 12:30.',
          respuesta: {
            contenido:
              'Aprobada en principio: envía las autorizaciones firmadas de los apoderados antes del miércoles.',
            estado: 'en_proceso' as const,
          },
        },
        {
          titulo: 'Materiales para el laboratorio de ciencias',
          tipo: 'solicitud_materiales' as const,
          descripcion:
            'Necesitamos 20 lupas y 4 kits de microscopía para las clases de 1° Medio B del segundo semestre.',
        },
      ]
      for (const r of requests) {
        const solicitud = await app.internalRequests.create(teacherViewer, {
          titulo: r.titulo,
          tipo: r.tipo,
          descripcion: r.descripcion,
        })
        if (r.respuesta) await app.internalRequests.reply(adminViewer, solicitud.id, r.respuesta)
      }

      // One message to a guardian, sent as the screen sends it (to the outbox without SMTP_URL).
      const absent = byIndex(2)
      await app.guardianMessages.send(actor, {
        alumno_id: absent.id,
        asunto: `Asistencia de ${absent.nombre.split(' ')[0]}`,
        cuerpo: `Le escribimos porque la asistencia de ${absent.nombre.split(' ')[0]} está bajo el 85 % que exige la promoción. Le pedimos avisar al colegio cada ausencia y enviar los certificados médicos que tenga.\n\nQuedamos atentos para conversar en una reunión si lo estima necesario.`,
      })

      // One AI document of each type, composed offline; the month's allowance is given back afterwards.
      for (const request of demoAiRequests())
        await app.generation.generate(user, aiDocumentRequest.parse(request), link)
      await db
        .delete(usoEvaluaciones)
        .where(and(eq(usoEvaluaciones.usuarioId, user.userId), eq(usoEvaluaciones.mes, app.quota.month())))
    })(),
  ])
}

interface Student {
  id: number
  index: number
  nombre: string
  rut: string
}

/** A name as an e-mail's local part: lower case, without accents. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

const pieTexts = [
  {
    repotencias:
      'Tomás muestra gran interés por las ciencias y los animales; participa con entusiasmo en las actividades prácticas y colabora con sus compañeros en grupos pequeños.',
    diagnostico:
      'Trastorno específico del aprendizaje de la lectura (dislexia), evaluado en marzo por la educadora diferencial.',
    observaciones_generales:
      'Avanza en la decodificación de palabras de dos y tres sílabas; necesita más tiempo para leer enunciados largos y se apoya en imágenes.',
    objetivos_planteados:
      'Leer textos breves con fluidez de 70 palabras por minuto; responder preguntas explícitas e implícitas de textos narrativos.',
    observaciones_profesor_jefe:
      'Se integra bien en el curso. Las evaluaciones con lectura en voz alta de los enunciados le han permitido mostrar lo que sabe.',
    observaciones_profesor_apoyo:
      'Trabajo en aula dos horas semanales y una hora en aula de recursos; se recomienda continuar con lectura diaria en casa.',
  },
  {
    repotencias:
      'Maite es responsable y ordenada; destaca en Artes Visuales y en el trabajo con material concreto en Matemática.',
    diagnostico: 'Funcionamiento intelectual limítrofe, evaluación psicopedagógica y psicológica de abril.',
    observaciones_generales:
      'Comprende instrucciones de un paso; en problemas de varios pasos necesita que se le divida la tarea y se le den ejemplos.',
    objetivos_planteados:
      'Resolver problemas de proporcionalidad con apoyo de tablas; redactar un párrafo argumentativo con una idea y dos razones.',
    observaciones_profesor_jefe: 'Asiste con regularidad y pide ayuda cuando la necesita. Ha mejorado su autoestima.',
    observaciones_profesor_apoyo:
      'Se aplican evaluaciones diversificadas en Matemática y Lengua y Literatura; se sugiere mantener las tutorías de los martes.',
  },
]
