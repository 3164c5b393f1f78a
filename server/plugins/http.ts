import fp from 'fastify-plugin'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { errorHandler } from '../errors'

/**
 * Zod validates requests and serialises responses; every error answers `{"detail": "<mensaje>"}`; every
 * response carries its request id (the balancer's `X-Request-Id` when given).
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    app.setErrorHandler(errorHandler)
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id)
    })
  },
  { name: 'http' },
)
