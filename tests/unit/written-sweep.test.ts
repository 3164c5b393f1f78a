/**
 * The composer over the whole Ciencias Naturales and Historia, Geografía y Ciencias Sociales catalogue
 * (1° Básico–2° Medio): every OA asked for 15 questions, at each difficulty, gives a document that passes the
 * validator, with 15 distinct items, every section on that OA and every multiple-choice item one written for it.
 * The OA that cannot are listed; there are none, and the test fails if one appears.
 */
import { describe, expect, it } from 'vitest'
import type { AiRequest, EvaluacionContent } from '@/api/contract/documento-contenido'
import { PlantillasProvider } from '../../server/adapters/ai/plantillas'
import { validateDocument } from '../../server/composer/validate'
import { oaItems } from '../../server/content/oa-items'
import { catalogueLevels, oaFor } from '../../server/curriculum/catalogue'

const ai = new PlantillasProvider()
const subjects = ['Ciencias Naturales', 'Historia, Geografía y Ciencias Sociales'] as const

/** The written items of an OA by their statement (the composer may prefix a source to it). */
const writtenStatements = (codigo: string) => oaItems.filter((i) => i.oa === codigo).map((i) => i.enunciado)

describe('Ciencias Naturales and Historia: every OA asked for 15 questions', () => {
  for (const asignatura of subjects)
    it(`${asignatura}: passes the validator with 15 distinct items written for the OA`, {
      timeout: 240_000,
    }, async () => {
      const failures: string[] = []
      for (const dificultad of [undefined, 'baja', 'alta'] as const)
        for (const nivel of catalogueLevels)
          for (const oa of oaFor(nivel, asignatura)) {
            const request: AiRequest = {
              ...(dificultad ? { dificultad } : {}),
              tipo: 'evaluacion',
              nivel,
              asignatura,
              objetivos: [`${oa.codigo}: ${oa.descripcion}`],
              instrucciones: '',
              cantidad_preguntas: 15,
              semilla: 7,
            }
            let content: EvaluacionContent
            try {
              content = (await ai.generate(request)) as EvaluacionContent
            } catch (error) {
              failures.push(
                `${oa.codigo}${dificultad ? ` (${dificultad})` : ''}: ${(error as Error).message.slice(0, 200)}`,
              )
              continue
            }
            const items = content.secciones.flatMap((s) => s.preguntas)
            const problems = validateDocument(content, request)
            if (problems.length > 0)
              failures.push(`${oa.codigo}${dificultad ? ` (${dificultad})` : ''}: ${problems.join(' ')}`)
            if (items.length !== 15)
              failures.push(`${oa.codigo}${dificultad ? ` (${dificultad})` : ''}: ${items.length} preguntas`)
            if (new Set(items.map((q) => q.enunciado)).size !== items.length)
              failures.push(`${oa.codigo}${dificultad ? ` (${dificultad})` : ''}: repetidas`)
            if (content.secciones.some((s) => s.oa.join() !== oa.codigo))
              failures.push(`${oa.codigo}${dificultad ? ` (${dificultad})` : ''}: otra sección`)
            const written = writtenStatements(oa.codigo)
            for (const q of items.filter((q) => q.tipo === 'seleccion_multiple'))
              if (!written.some((w) => q.enunciado.endsWith(w)))
                failures.push(
                  `${oa.codigo}${dificultad ? ` (${dificultad})` : ''}: «${q.enunciado.slice(0, 80)}» no es un ítem escrito para el OA`,
                )
          }
      expect(failures).toEqual([])
    })
})
