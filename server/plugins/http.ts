import fp from 'fastify-plugin'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { errorHandler } from '../errors'
import { type CompiledSerializer, createSerializerCompiler } from './serializer'

declare module 'fastify' {
  interface FastifyInstance {
    /** The response serialiser of every route and status, for the test that each one converted. */
    serializers: CompiledSerializer[]
  }
}

/**
 * Zod validates requests; responses are written from the zod schemas converted once to JSON schema
 * (`check`: tests also compare each response with zod's); every error answers `{"detail": "<mensaje>"}`.
 */
export default fp<{ checkSerializer?: boolean }>(
  async (app, options) => {
    app.setValidatorCompiler(validatorCompiler)
    const serializers: CompiledSerializer[] = []
    app.decorate('serializers', serializers)
    app.setSerializerCompiler(createSerializerCompiler({ check: options.checkSerializer, compiled: serializers }))
    app.setErrorHandler(errorHandler)
  },
  { name: 'http' },
)
