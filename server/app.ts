import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import { z } from 'zod'
import { type AiProvider, createAiProvider } from './adapters/ai/provider'
import { createMailer, type Mailer } from './adapters/mail/mailer'
import { createPaymentProvider } from './adapters/payments/create-provider'
import type { PaymentProvider } from './adapters/payments/provider'
import { SandboxPayments } from './adapters/payments/sandbox'
import { sandboxCheckoutRoutes } from './adapters/payments/sandbox-checkout'
import { createStorage } from './adapters/storage/create-storage'
import type { Storage } from './adapters/storage/storage'
import type { Config } from './config'
import type { Database, Db } from './db/client'
import { errorHandler, HttpError } from './errors'
import alumnosRoutes from './modules/alumnos/routes'
import { AlumnoService } from './modules/alumnos/service'
import asistenciaRoutes from './modules/asistencia/routes'
import { AsistenciaService } from './modules/asistencia/service'
import authRoutes from './modules/auth/routes'
import { AccountService } from './modules/auth/service'
import colegiosRoutes from './modules/colegios/routes'
import { ColegioService } from './modules/colegios/service'
import { SchoolSignupService } from './modules/colegios/signup'
import signupRoutes from './modules/colegios/signup-routes'
import cuentaRoutes from './modules/cuenta/routes'
import { CuentaService } from './modules/cuenta/service'
import cursosRoutes from './modules/cursos/routes'
import { CursoService } from './modules/cursos/service'
import documentosRoutes from './modules/documentos/routes'
import { DocumentService } from './modules/documentos/service'
import { QuotaService } from './modules/evaluaciones/quota'
import evaluacionesRoutes from './modules/evaluaciones/routes'
import generacionRoutes from './modules/generacion/routes'
import { GenerationService } from './modules/generacion/service'
import informesPieRoutes from './modules/informes-pie/routes'
import { PieReportService } from './modules/informes-pie/service'
import pagosRoutes from './modules/pagos/routes'
import { PagosService } from './modules/pagos/service'
import pruebasRoutes from './modules/pruebas/routes'
import { PracticeTestService } from './modules/pruebas/service'
import reunionesRoutes from './modules/reuniones/routes'
import { ReunionService } from './modules/reuniones/service'
import solicitudesRoutes from './modules/solicitudes/routes'
import { SolicitudService } from './modules/solicitudes/service'
import usuariosRoutes from './modules/usuarios/routes'
import authenticate from './plugins/authenticate'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    /** Every API route, for tests that sweep them all (tenancy, bad input). */
    apiRoutes: ApiRoute[]
    quota: QuotaService
    accounts: AccountService
    colegios: ColegioService
    mailer: Mailer
    pagos: PagosService
    schoolSignup: SchoolSignupService
    cuenta: CuentaService
    cursos: CursoService
    alumnos: AlumnoService
    asistencia: AsistenciaService
    reuniones: ReunionService
    solicitudes: SolicitudService
    ai: AiProvider
    storage: Storage
    documents: DocumentService
    generation: GenerationService
    pieReports: PieReportService
    practiceTests: PracticeTestService
  }
}

export interface ApiRoute {
  method: string
  url: string
  public: boolean
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
  /** Mail transport; by default SMTP when `SMTP_URL` is set, else the outbox in `DATA_DIR/outbox`. */
  mailer?: Mailer
  /** Payment provider; by default Mercado Pago when `MP_ACCESS_TOKEN` is set, else the sandbox. */
  payments?: PaymentProvider
  /** AI provider; by default the OpenAI-compatible one when `AI_BASE_URL` and `AI_MODEL` are set, else `plantillas`. */
  ai?: AiProvider
  /** File storage; by default the S3-compatible bucket when `S3_*` is set, else `DATA_DIR/files`. */
  storage?: Storage
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
    trustProxy: config.trustProxy,
    // Requests that arrive while closing get our Spanish 503 (the hook below), not Fastify's English one.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler(errorHandler)
  const apiRoutes: ApiRoute[] = []
  app.decorate('apiRoutes', apiRoutes)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiPrefix)) return
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, public: route.config?.public ?? false })
    }
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  // A graceful stop answers the requests in flight and then closes their connections: a keep-alive
  // socket left open would hold app.close() until the shutdown timer exits without closing the database.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
  app.addHook('onRequest', async () => {
    if (closing) throw new HttpError(503, 'Pizarra se está reiniciando. Inténtalo de nuevo en unos segundos.')
  })

  const quota = new QuotaService(database.db, deps.clock)
  app.decorate('config', config)
  app.decorate('db', database.db)
  app.decorate('quota', quota)
  app.decorate('accounts', new AccountService(database.db, quota, config.jwtSecret))
  app.decorate('colegios', new ColegioService(database.db))
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    })
  const payments = deps.payments ?? createPaymentProvider(config, database.db, app.log)
  const pagos = new PagosService(database.db, payments, quota, app.log)
  const cuenta = new CuentaService({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    clock: deps.clock ?? (() => new Date()),
    log: app.log,
  })
  app.decorate('mailer', mailer)
  app.decorate('pagos', pagos)
  app.decorate('schoolSignup', new SchoolSignupService(database.db, pagos))
  app.decorate('cuenta', cuenta)
  app.addHook('onClose', async () => {
    await cuenta.settled()
    mailer.close()
  })
  const cursosService = new CursoService(database.db)
  app.decorate('cursos', cursosService)
  app.decorate('alumnos', new AlumnoService(database.db))
  app.decorate('asistencia', new AsistenciaService(database.db, cursosService, deps.clock))
  app.decorate('reuniones', new ReunionService(database.db, deps.clock))
  app.decorate('solicitudes', new SolicitudService(database.db))
  const ai = deps.ai ?? createAiProvider(config, app.log)
  const storage = deps.storage ?? createStorage(config, deps.clock)
  const documents = new DocumentService(database.db, storage, deps.clock)
  app.decorate('ai', ai)
  app.decorate('storage', storage)
  app.decorate('documents', documents)
  app.decorate('generation', new GenerationService(ai, quota, documents))
  app.decorate('pieReports', new PieReportService(database.db, documents))
  app.decorate('practiceTests', new PracticeTestService(quota, documents))

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
    // Shared through Redis when configured, so every instance behind a load balancer counts together.
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined
    if (redis) app.addHook('onClose', async () => void (await redis.quit()))
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'pizarra-rl-', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          context.statusCode,
          `Demasiados intentos. Espera ${Math.ceil(context.ttl / 1000)} segundos e inténtalo de nuevo.`,
        ),
    })
  }
  await app.register(formbody)
  await app.register(authenticate)

  await app.register(
    async (api) => {
      api.get(
        '/health',
        {
          // Load balancers poll it every second or so: only problems are worth a log line.
          logLevel: 'warn',
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
      await api.register(signupRoutes)
      await api.register(cuentaRoutes)
      await api.register(evaluacionesRoutes)
      await api.register(pagosRoutes)
      await api.register(cursosRoutes)
      await api.register(alumnosRoutes)
      await api.register(asistenciaRoutes)
      await api.register(reunionesRoutes)
      await api.register(solicitudesRoutes)
      await api.register(documentosRoutes)
      await api.register(generacionRoutes)
      await api.register(informesPieRoutes)
      await api.register(pruebasRoutes)
    },
    { prefix: apiPrefix },
  )

  // The sandbox checkout lives outside /api: it is a page the browser opens, like Mercado Pago's.
  if (payments instanceof SandboxPayments) await app.register(sandboxCheckoutRoutes(payments))

  const webRoot = deps.webRoot
  const spa = webRoot && existsSync(path.join(webRoot, 'index.html'))
  if (spa) {
    // Wildcard serving reads the folder on each request, so a rebuilt dist/ is served without a restart;
    // a path that is no file falls through to the not-found handler (the SPA's index.html).
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: ['index.html'],
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
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
