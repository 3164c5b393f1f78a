import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { curriculoList, curriculoQuery, resolverQuery, resolverResult } from '@/api/contract/curriculo'
import { errorResponse } from '@/api/contract/fields'
import { catalogueLevel, catalogueLevels, oaFor } from '../../curriculum/catalogue'
import { type Resolution, resolveObjective, resolveObjectives, searchOa, splitLine } from '../../curriculum/resolver'
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
 * What one text resolved to, as the API answers it: the OA (or null), the ranked matches with their score and
 * where another level teaches it. An OA chosen by code or number that the words do not rank is put first; with
 * no word in common with any OA of the level, the suggestions are the closest OA of the level (to the OA of the
 * other level that teaches it) or the level's first OA, at score 0.
 */
function answerOf(resolution: Resolution, context: { nivel: string; asignatura: string }) {
  const matches = searchOa(context.nivel, context.asignatura, resolution.texto, 5)
  const coincidencias = matches.map((m) => ({ ...oaFields(m.oa), puntaje: m.score, cobertura: m.coverage }))
  if (resolution.kind === 'oa' && !matches.some((m) => m.oa === resolution.oa))
    coincidencias.unshift({ ...oaFields(resolution.oa), puntaje: 0, cobertura: 0 })
  if (resolution.kind === 'sin_oa' && coincidencias.length === 0)
    coincidencias.push(...resolution.sugerencias.map((oa) => ({ ...oaFields(oa), puntaje: 0, cobertura: 0 })))
  const other = resolution.kind === 'sin_oa' ? resolution.otroNivel?.oa : undefined
  return {
    texto: resolution.texto,
    objetivo: resolution.kind === 'oa' ? oaFields(resolution.oa) : null,
    coincidencias,
    otro_nivel: other ? { ...oaFields(other), nivel: other.nivel } : null,
  }
}

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
   * What a typed objective means in a level and subject: the OA the generator will use, the ranked matches
   * with their score and, when another level teaches it, where; and the typed line as the objectives the
   * generator will send (`partes`: resolved as a whole first, then split on its commas). A level or subject
   * outside the catalogue answers `en_catalogo: false` (the generator then works without OA), never an error.
   */
  app.get(
    '/curriculo/resolver',
    { config: { capability: 'documentos' }, schema: { response: { 200: resolverResult, 400: errorResponse } } },
    async (request) => {
      const query = resolverQuery.safeParse(request.query ?? {})
      if (!query.success) throw new HttpError(400, query.error.issues[0]!.message)
      const { nivel, asignatura, texto } = query.data
      const context = { nivel, asignatura }
      const resolution = resolveObjective(texto, context)
      if (resolution.kind === 'fuera_de_catalogo')
        return {
          en_catalogo: false,
          objetivo: null,
          coincidencias: [],
          otro_nivel: null,
          partes: splitLine(texto).map((parte) => ({
            texto: parte,
            objetivo: null,
            coincidencias: [],
            otro_nivel: null,
          })),
        }
      const { objetivo, coincidencias, otro_nivel } = answerOf(resolution, context)
      const partes = resolveObjectives(splitLine(texto), context).map((r) => answerOf(r, context))
      return { en_catalogo: true, objetivo, coincidencias, otro_nivel, partes }
    },
  )
}
export default curriculoRoutes
