import { getCheckDigit } from 'rut.js'
import type { Db } from './client'
import { alumnos, colegios, cursos, usuarios } from './schema'

export const demoAccount = { email: 'utp@demo.pizarra.cl', password: 'pizarra2026', codigo: 'DEMO2026' } as const

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
 * A demo school (plan Pro) with a UTP user, two courses and 30 students, so that a newcomer can
 * sign in and look around. Only on an empty database, never in production.
 */
export async function seedDemo(db: Db, passwordHash: string) {
  await db.transaction(async (tx) => {
    const [colegio] = await tx
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
    await tx.insert(usuarios).values({
      colegioId: colegio.id,
      nombre: 'Carolina Fuentes',
      email: demoAccount.email,
      passwordHash,
      rol: 'administrador',
      estado: 'activo',
    })
    const creados = await tx
      .insert(cursos)
      .values([
        { colegioId: colegio.id, nombre: '4° Básico A', nivel: '4° Básico' },
        { colegioId: colegio.id, nombre: '1° Medio B', nivel: '1° Medio' },
      ])
      .returning()
    const rows = Array.from({ length: 30 }, (_, i) => {
      const curso = creados[i < 16 ? 0 : 1]!
      const year = i < 16 ? 2016 : 2011
      return {
        colegioId: colegio.id,
        cursoId: curso.id,
        nombre: `${nombres[i]} ${apellidos[i % 20]} ${apellidos[(i * 7 + 3) % 20]}`,
        rut: demoRut(i + 1),
        fechaNacimiento: `${year}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
        apoderado: `${nombres[(i + 11) % 30]} ${apellidos[i % 20]}`,
        telefono: `+56 9 ${String(5000_0000 + i * 1_234_567).slice(0, 4)} ${String(1000 + i * 37).slice(0, 4)}`,
        direccion: `Calle ${apellidos[(i + 5) % 20]} ${100 + i * 13}, Viña del Mar`,
      }
    })
    await tx.insert(alumnos).values(rows)
  })
}
