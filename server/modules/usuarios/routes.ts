import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { userCreate } from '@/api/contract/auth'
import { errorResponse, messageResponse } from '@/api/contract/fields'
import { messages } from '@/domain/messages'

const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/usuarios/',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: userCreate, response: { 201: messageResponse, 404: errorResponse } },
    },
    async (request, reply) => {
      await app.users.register(request.body)
      return reply.code(201).send({ message: messages.success.register })
    },
  )
}
export default usuariosRoutes
