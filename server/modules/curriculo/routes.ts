import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { curriculoList, curriculoQuery } from '@/api/contract/curriculo'
import { errorResponse } from '@/api/contract/fields'
import { catalogueLevel, catalogueLevels, oaFor } from '../../curriculum/catalogue'
import { HttpError } from '../../errors'

const unknownLevel = `El nivel debe ser uno de: ${catalogueLevels.join(', ')}.`

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
      return oaFor(nivel, asignatura).map(({ codigo, numero, eje, descripcion }) => ({
        codigo,
        numero,
        eje,
        descripcion,
      }))
    },
  )
}
export default curriculoRoutes
