import { describe, expect, it } from 'vitest'
import data from '../../server/curriculum/data/historia.json'
import { type CurriculumFile, describeCurriculumFile, levels } from './curriculum-catalog-checks'

const basicEjes = ['Historia', 'Geografía', 'Formación ciudadana'] as const

/** From 7° Básico on, the Bases group the OA of each level under "organizadores temáticos", in this order. */
const organizers: Record<string, readonly string[]> = {
  '7° Básico': [
    'La complejización de las primeras sociedades: de la hominización al surgimiento de las civilizaciones',
    'La Antigüedad y el canon cultural clásico',
    'La Edad Media y el nacimiento de la civilización europea',
    'Civilizaciones americanas',
    'Formación ciudadana: el legado del mundo antiguo',
    'Ser humano y medio',
  ],
  '8° Básico': [
    'Los inicios de la modernidad: humanismo y Reforma (siglos XV-XVII)',
    'El choque de dos mundos y la mutua transformación de América y Europa',
    'Formación de la sociedad americana y de los principales rasgos del Chile colonial',
    'Nuevos principios que configuran el mundo occidental: Ilustración, revolución e independencia',
    'Formación ciudadana: una nueva concepción de los derechos individuales como fundamento de la política moderna',
    'Sociedad y territorio: la región en Chile y América',
  ],
  '1° Medio': [
    'Estado-nación y sociedad burguesa en Europa y América en el siglo XIX',
    'La idea del progreso indefinido y sus contradicciones: de la industrialización a la guerra total en el cambio de siglo',
    'El desafío de consolidar el orden republicano y la idea de nación: Chile en el siglo XIX',
    'Configuración del territorio chileno y sus dinámicas geográficas en el siglo XIX',
    'El orden liberal y las transformaciones políticas y sociales de fin de siglo en Chile',
    'Formación económica: las personas y el funcionamiento del mercado',
    'Formación ciudadana: sociedad contemporánea: diversidad, convivencia y medioambiente',
  ],
  '2° Medio': [
    'Crisis, totalitarismo y guerra en la primera mitad del siglo XX',
    'El fortalecimiento del Estado y la democratización social en el Chile de la primera mitad del siglo XX',
    'De un mundo bipolar a un mundo globalizado: la Guerra Fría',
    'Chile en el contexto de la Guerra Fría: transformaciones estructurales, polarización política y social y quiebre de la democracia',
    'Dictadura militar, transición política y consenso en torno a la democracia en el Chile actual',
    'Formación ciudadana: los derechos humanos y el Estado de derecho como fundamentos de nuestra vida en sociedad',
  ],
}

describeCurriculumFile(data as CurriculumFile, {
  prefix: 'HI',
  ejesFor: (level) => organizers[level] ?? basicEjes,
  // Some Formación ciudadana OA of 4° to 6° Básico repeat word for word from one level to the next, as in the Bases.
  uniqueDescriptions: 'level',
})

describe('catálogo HI: contenido', () => {
  it('names the subject as the app writes it', () => {
    expect(data.asignatura).toBe('Historia, Geografía y Ciencias Sociales')
  })

  it('keeps the official counts of OA per level', () => {
    const counts = Object.fromEntries(levels.map((level) => [level, data.niveles[level].length]))
    expect(counts).toEqual({
      '1° Básico': 15,
      '2° Básico': 16,
      '3° Básico': 16,
      '4° Básico': 18,
      '5° Básico': 22,
      '6° Básico': 26,
      '7° Básico': 23,
      '8° Básico': 22,
      '1° Medio': 25,
      '2° Medio': 25,
    })
  })

  it('closes every level with its Formación ciudadana OA, except where the Bases end on geography', () => {
    const lastEje = Object.fromEntries(levels.map((level) => [level, data.niveles[level].at(-1)?.eje]))
    for (const level of levels.slice(0, 6)) expect(lastEje[level]).toBe('Formación ciudadana')
    expect(lastEje['7° Básico']).toBe('Ser humano y medio')
    expect(lastEje['8° Básico']).toBe('Sociedad y territorio: la región en Chile y América')
    expect(lastEje['1° Medio']).toMatch(/^Formación ciudadana:/)
    expect(lastEje['2° Medio']).toMatch(/^Formación ciudadana:/)
  })
})
