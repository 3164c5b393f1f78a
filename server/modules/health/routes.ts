import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

/** The balancer's readiness check: a round trip to the database. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      // Load balancers poll it every second or so: only problems are worth a log line.
      logLevel: 'warn',
      config: { public: true },
      schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } },
    },
    async () => {
      await app.database.ping()
      return { status: 'ok' as const, database: app.database.kind }
    },
  )
}
export default healthRoutes
