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
import students from './modules/alumnos'
import alumnosRoutes from './modules/alumnos/routes'
import guardianMessages from './modules/apoderados'
import apoderadosRoutes from './modules/apoderados/routes'
import attendance from './modules/asistencia'
import asistenciaRoutes from './modules/asistencia/routes'
import audit from './modules/auditoria'
import auditoriaRoutes from './modules/auditoria/routes'
import auth from './modules/auth'
import authRoutes from './modules/auth/routes'
import gradeBook from './modules/calificaciones'
import calificacionesRoutes from './modules/calificaciones/routes'
import schoolExport from './modules/colegio'
import colegioRoutes from './modules/colegio/routes'
import schools from './modules/colegios'
import colegiosRoutes from './modules/colegios/routes'
import account from './modules/cuenta'
import cuentaRoutes from './modules/cuenta/routes'
import curriculoRoutes from './modules/curriculo/routes'
import courses from './modules/cursos'
import cursosRoutes from './modules/cursos/routes'
import documents from './modules/documentos'
import documentosRoutes from './modules/documentos/routes'
import quota from './modules/evaluaciones'
import evaluacionesRoutes from './modules/evaluaciones/routes'
import generation from './modules/generacion'
import generacionRoutes from './modules/generacion/routes'
import healthRoutes from './modules/health/routes'
import pieReports from './modules/informes-pie'
import informesPieRoutes from './modules/informes-pie/routes'
import members from './modules/miembros'
import miembrosRoutes from './modules/miembros/routes'
import payments from './modules/pagos'
import pagosRoutes from './modules/pagos/routes'
import practiceTests from './modules/pruebas'
import pruebasRoutes from './modules/pruebas/routes'
import meetings from './modules/reuniones'
import reunionesRoutes from './modules/reuniones/routes'
import internalRequests from './modules/solicitudes'
import solicitudesRoutes from './modules/solicitudes/routes'
import users from './modules/usuarios'
import usuariosRoutes from './modules/usuarios/routes'
import ai from './plugins/ai'
import apiRoutes, { apiPrefix } from './plugins/api-routes'
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
import documentEditor from './plugins/services/document-editor'
import studentData from './plugins/services/student-data'
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

  // Infrastructure, then the services of the modules (in the order of their dependencies).
  await app.register(database, { database: deps.database })
  await app.register(storage, { storage: deps.storage })
  await app.register(mail, { mailer: deps.mailer })
  await app.register(ai, { ai: deps.ai })
  await app.register(paymentProvider, { payments: deps.payments })
  await app.register(audit)
  await app.register(quota)
  await app.register(payments)
  await app.register(auth)
  await app.register(schools)
  await app.register(users)
  await app.register(members)
  await app.register(account)
  await app.register(courses)
  await app.register(students)
  await app.register(attendance)
  await app.register(meetings)
  await app.register(internalRequests)
  await app.register(documents)
  await app.register(documentEditor)
  await app.register(studentData)
  await app.register(generation)
  await app.register(pieReports)
  await app.register(practiceTests)
  await app.register(gradeBook)
  await app.register(guardianMessages)
  await app.register(schoolExport)

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(authRoutes)
      await api.register(usuariosRoutes)
      await api.register(colegiosRoutes)
      await api.register(cuentaRoutes)
      await api.register(evaluacionesRoutes)
      await api.register(pagosRoutes)
      await api.register(cursosRoutes)
      await api.register(alumnosRoutes)
      await api.register(asistenciaRoutes)
      await api.register(reunionesRoutes)
      await api.register(solicitudesRoutes)
      await api.register(documentosRoutes)
      await api.register(curriculoRoutes)
      await api.register(generacionRoutes)
      await api.register(informesPieRoutes)
      await api.register(pruebasRoutes)
      await api.register(calificacionesRoutes)
      await api.register(apoderadosRoutes)
      await api.register(miembrosRoutes)
      await api.register(auditoriaRoutes)
      await api.register(colegioRoutes)
    },
    { prefix: apiPrefix },
  )
  await app.register(spa, { webRoot: deps.webRoot })
  return app
}
