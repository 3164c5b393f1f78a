import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from './config'
import type { Database, Db } from './db/client'
import { errorHandler } from './errors'
import authRoutes from './modules/auth/routes'
import { AccountService } from './modules/auth/service'
import colegiosRoutes from './modules/colegios/routes'
import { ColegioService } from './modules/colegios/service'
import { QuotaService } from './modules/evaluaciones/quota'
import usuariosRoutes from './modules/usuarios/routes'
import authenticate from './plugins/authenticate'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    quota: QuotaService
    accounts: AccountService
    colegios: ColegioService
  }
}

export interface AppDeps {
  config: Config
  database: Database
  /** Where the built SPA lives; served at `/` with history fallback when it exists. */
  webRoot?: string
  /** Rate limits are on unless a test or benchmark turns them off. */
  rateLimit?: boolean
  /** The instant used for quota months; tests move it. */
  clock?: () => Date
  logger?: FastifyServerOptions['logger']
}

export const apiPrefix = '/api'

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID()
    },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler(errorHandler)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  const quota = new QuotaService(database.db, deps.clock)
  app.decorate('config', config)
  app.decorate('db', database.db)
  app.decorate('quota', quota)
  app.decorate('accounts', new AccountService(database.db, quota, config.jwtSecret))
  app.decorate('colegios', new ColegioService(database.db))

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects its keyframes as a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  if (deps.rateLimit ?? true) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        detail: `Demasiados intentos. Espera ${Math.ceil(context.ttl / 1000)} segundos e inténtalo de nuevo.`,
      }),
    })
  }
  await app.register(formbody)
  await app.register(authenticate)

  await app.register(
    async (api) => {
      api.get(
        '/health',
        {
          config: { public: true },
          schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } },
        },
        async () => {
          await database.ping()
          return { status: 'ok' as const, database: database.kind }
        },
      )
      await api.register(authRoutes)
      await api.register(usuariosRoutes)
      await api.register(colegiosRoutes)
    },
    { prefix: apiPrefix },
  )

  const webRoot = deps.webRoot
  const spa = webRoot && existsSync(path.join(webRoot, 'index.html'))
  if (spa) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: false, maxAge: '1h', immutable: false })
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/'
    if (spa && request.method === 'GET' && !url.startsWith(`${apiPrefix}/`) && url !== apiPrefix) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.code(404).send({ detail: 'El recurso no existe.' })
  })

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
