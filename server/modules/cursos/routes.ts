import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { curso, cursoCreate, cursoDetail, cursoList } from '@/api/contract/cursos'
import { errorResponse, idParams } from '@/api/contract/fields'
import { currentUser } from '../../plugins/authenticate'
import { filtered, named } from '../../plugins/course-scope'

const cursosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cursos/',
    { config: { capability: 'asistencia', courseScope: filtered() }, schema: { response: { 200: cursoList } } },
    async (request) => {
      const user = currentUser(request)
      return app.courses.list(user.colegioId, user.cursoIds)
    },
  )

  app.post(
    '/cursos/',
    {
      config: { capability: 'registros', courseScope: 'whole-school' },
      schema: { body: cursoCreate, response: { 201: curso, 409: errorResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await app.courses.create(currentUser(request).colegioId, request.body)),
  )

  app.get(
    '/cursos/:id',
    {
      config: { capability: 'asistencia', courseScope: named(['curso', 'params', 'id']) },
      schema: { params: idParams, response: { 200: cursoDetail, 404: errorResponse } },
    },
    async (request) => app.courses.detail(currentUser(request).colegioId, request.params.id),
  )
}
export default cursosRoutes
