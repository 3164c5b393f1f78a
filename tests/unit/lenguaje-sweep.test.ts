/**
 * The composer over the whole Lenguaje catalogue: Lenguaje y Comunicación 1°–6° Básico and Lengua y Literatura
 * 7° Básico–2° Medio. Every OA asked for 15 questions gives a document that passes the validator (the
 * key-length rule included), whose items are distinct and each about a text of its section (a passage with
 * its questions) or a task with its pauta. The OA short of 15 distinct items are listed, not hidden: the test
 * fails if the list grows past what it records.
 */
import { describe, expect, it } from 'vitest'
import type { AiRequest, EvaluacionContent } from '@/api/contract/documento-contenido'
import { PlantillasProvider } from '../../server/adapters/ai/plantillas'
import { validateDocument } from '../../server/adapters/ai/validate'
import { catalogueLevels, levelIndex, oaFor } from '../../server/curriculum/catalogue'

const ai = new PlantillasProvider()
const asked = 15

describe('Lenguaje: every OA asked for 15 questions', () => {
  it('passes the validator, and the OA short of 15 distinct items are reported', { timeout: 240_000 }, async () => {
    const short: string[] = []
    const failures: string[] = []
    let total = 0
    for (const nivel of catalogueLevels) {
      const asignatura = levelIndex(nivel) >= 6 ? 'Lengua y Literatura' : 'Lenguaje y Comunicación'
      const oas = oaFor(nivel, asignatura)
      expect(oas.length, nivel).toBeGreaterThan(0)
      for (const oa of oas) {
        total++
        const request: AiRequest = {
          tipo: 'evaluacion',
          nivel,
          asignatura,
          objetivos: [`${oa.codigo}: ${oa.descripcion}`],
          instrucciones: '',
          cantidad_preguntas: asked,
          semilla: 1,
        }
        const avisos: string[] = []
        let content: EvaluacionContent
        try {
          content = (await ai.generate(request, avisos)) as EvaluacionContent
        } catch (error) {
          failures.push(`${oa.codigo}: ${(error as Error).message}`)
          continue
        }
        const items = content.secciones.flatMap((s) => s.preguntas)
        const problems = validateDocument(content, request, { allowFewer: avisos.length > 0 })
        if (problems.length > 0) failures.push(`${oa.codigo}: ${problems.join(' ')}`)
        if (new Set(items.map((q) => q.enunciado)).size !== items.length) failures.push(`${oa.codigo}: repeated`)
        for (const s of content.secciones) {
          if (!s.oa.includes(oa.codigo)) failures.push(`${oa.codigo}: section «${s.titulo}» of ${s.oa.join(', ')}`)
          // Every question reads the section's text, or is a task scored by a pauta.
          if (s.texto_base === null || s.texto_base.parrafos.length === 0)
            failures.push(`${oa.codigo}: section «${s.titulo}» without a text`)
          for (const q of s.preguntas)
            if (q.tipo !== 'seleccion_multiple' && q.respuesta_esperada.trim().length < 20)
              failures.push(`${oa.codigo}: «${q.enunciado}» without a pauta`)
        }
        if (items.length < asked) {
          expect(avisos.join(' '), oa.codigo).toMatch(/preguntas distintas/)
          short.push(`${oa.codigo} (${items.length})`)
        } else expect(items.length, oa.codigo).toBe(asked)
      }
    }
    console.info(
      `Lenguaje OA short of ${asked} distinct items (${short.length} of ${total}): ${short.join(', ') || 'none'}`,
    )
    expect(failures).toEqual([])
    // 0 of 277 on 2026-11-25 (every OA of a band reads the band's passages). The bound only goes down.
    expect(short.length).toBeLessThanOrEqual(0)
  })
})
