import { randomUUID } from 'node:crypto'
import formbody from '@fastify/formbody'
import Fastify, { type FastifyServerOptions } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AiProvider } from './adapters/ai/provider'
import type { Mailer } from './adapters/mail/mailer'
import type { PaymentProvider } from './adapters/payments/provider'
import type { Storage } from './adapters/storage/storage'
import type { Config } from './config'
import type { Database } from './db/client'
import alumnos from './modules/alumnos'
import apoderados from './modules/apoderados'
import asistencia from './modules/asistencia'
import auditoria from './modules/auditoria'
import auth from './modules/auth'
import calificaciones from './modules/calificaciones'
import colegio from './modules/colegio'
import colegios from './modules/colegios'
import cuenta from './modules/cuenta'
import curriculo from './modules/curriculo'
import cursos from './modules/cursos'
import documentos from './modules/documentos'
import evaluaciones from './modules/evaluaciones'
import generacion from './modules/generacion'
import health from './modules/health'
import informesPie from './modules/informes-pie'
import libro from './modules/libro'
import miembros from './modules/miembros'
import pagos from './modules/pagos'
import pruebas from './modules/pruebas'
import reuniones from './modules/reuniones'
import solicitudes from './modules/solicitudes'
import usuarios from './modules/usuarios'
import ai from './plugins/ai'
import apiRoutes from './plugins/api-routes'
import authenticate from './plugins/authenticate'
import compression from './plugins/compression'
import conditionalGet from './plugins/conditional-get'
import config from './plugins/config'
import courseScope from './plugins/course-scope'
import database from './plugins/database'
import gracefulClose from './plugins/graceful-close'
import http from './plugins/http'
import mail from './plugins/mail'
import paymentProvider from './plugins/payment-provider'
import rateLimit from './plugins/rate-limit'
import securityHeaders from './plugins/security-headers'
import spa from './plugins/spa'
import storage from './plugins/storage'
import { RequestLog } from './request-log'

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

/** Every module of `server/modules/`, each after the ones it depends on (`dependencies` of its `index.ts`). */
const modules = [
  auditoria,
  evaluaciones,
  pagos,
  auth,
  colegios,
  usuarios,
  miembros,
  cuenta,
  cursos,
  documentos,
  libro,
  alumnos,
  apoderados,
  asistencia,
  reuniones,
  solicitudes,
  generacion,
  informesPie,
  pruebas,
  calificaciones,
  colegio,
  health,
  curriculo,
]

/** The whole app: each concern is a plugin that declares its decorations and what it depends on. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID()
    },
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    // Requests that arrive while closing get the Spanish 503 of graceful-close, not Fastify's English one.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>()

  // HTTP: before any route, so that every route is recorded, validated and protected.
  await app.register(http, { checkSerializer: deps.config.env === 'test' })
  await app.register(apiRoutes)
  await app.register(conditionalGet)
  await app.register(compression)
  await app.register(gracefulClose)
  await app.register(securityHeaders)
  await app.register(config, { config: deps.config, clock: deps.clock })
  if (deps.rateLimit ?? true) await app.register(rateLimit)
  await app.register(formbody)
  await app.register(authenticate)
  await app.register(courseScope)

  // Infrastructure, then the modules, each its service and its /api routes (in the order of their dependencies).
  await app.register(database, { database: deps.database })
  await app.register(storage, { storage: deps.storage })
  await app.register(mail, { mailer: deps.mailer })
  await app.register(ai, { ai: deps.ai })
  await app.register(paymentProvider, { payments: deps.payments })
  for (const module of modules) await app.register(module)
  await app.register(spa, { webRoot: deps.webRoot })
  return app
}
