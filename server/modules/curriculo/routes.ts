import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { curriculoList, curriculoQuery, resolverQuery, resolverResult } from '@/api/contract/curriculo'
import { errorResponse } from '@/api/contract/fields'
import { catalogueLevel, catalogueLevels, oaFor } from '../../curriculum/catalogue'
import { resolveObjective, searchOa } from '../../curriculum/resolver'
import { HttpError } from '../../errors'

const unknownLevel = `El nivel debe ser uno de: ${catalogueLevels.join(', ')}.`

const oaFields = ({
  codigo,
  numero,
  eje,
  descripcion,
}: {
  codigo: string
  numero: number
  eje: string
  descripcion: string
}) => ({
  codigo,
  numero,
  eje,
  descripcion,
})

/**
 * The Objetivos de Aprendizaje of a level and subject, for the generator's picker. The level and subject
 * are read as teachers type them ("5 basico", "Lenguaje", "historia"); a level outside 1° Básico–2° Medio
 * is refused with the list of levels, while a subject outside the catalogue answers an empty list (the
 * teacher then writes the objectives).
 */
const curriculoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/curriculo',
    { config: { capability: 'documentos' }, schema: { response: { 200: curriculoList, 400: errorResponse } } },
    async (request) => {
      const query = curriculoQuery.safeParse(request.query ?? {})
      if (!query.success) throw new HttpError(400, query.error.issues[0]!.message)
      const { nivel, asignatura } = query.data
      if (!catalogueLevel(nivel)) throw new HttpError(400, unknownLevel)
      return oaFor(nivel, asignatura).map(oaFields)
    },
  )

  /**
   * What a typed objective means in a level and subject: the OA the generator will use and the ranked
   * matches with their score. A level or subject outside the catalogue answers `en_catalogo: false` (the
   * generator then works without OA), never an error.
   */
  app.get(
    '/curriculo/resolver',
    { config: { capability: 'documentos' }, schema: { response: { 200: resolverResult, 400: errorResponse } } },
    async (request) => {
      const query = resolverQuery.safeParse(request.query ?? {})
      if (!query.success) throw new HttpError(400, query.error.issues[0]!.message)
      const { nivel, asignatura, texto } = query.data
      const resolution = resolveObjective(texto, { nivel, asignatura })
      if (resolution.kind === 'fuera_de_catalogo') return { en_catalogo: false, objetivo: null, coincidencias: [] }
      const matches = searchOa(nivel, asignatura, texto, 5)
      const coincidencias = matches.map((m) => ({ ...oaFields(m.oa), puntaje: m.score, cobertura: m.coverage }))
      if (resolution.kind === 'oa' && !matches.some((m) => m.oa === resolution.oa))
        coincidencias.unshift({ ...oaFields(resolution.oa), puntaje: 0, cobertura: 0 })
      // No word in common with any OA of the level: the suggestions are the level's first OA, to choose from.
      if (resolution.kind === 'sin_oa' && coincidencias.length === 0)
        coincidencias.push(...resolution.sugerencias.map((oa) => ({ ...oaFields(oa), puntaje: 0, cobertura: 0 })))
      return {
        en_catalogo: true,
        objetivo: resolution.kind === 'oa' ? oaFields(resolution.oa) : null,
        coincidencias,
      }
    },
  )
}
export default curriculoRoutes
