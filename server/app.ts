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
import alumnosRoutes from './modules/alumnos/routes'
import apoderadosRoutes from './modules/apoderados/routes'
import asistenciaRoutes from './modules/asistencia/routes'
import auditoriaRoutes from './modules/auditoria/routes'
import authRoutes from './modules/auth/routes'
import calificacionesRoutes from './modules/calificaciones/routes'
import colegioRoutes from './modules/colegio/routes'
import colegiosRoutes from './modules/colegios/routes'
import cuentaRoutes from './modules/cuenta/routes'
import curriculoRoutes from './modules/curriculo/routes'
import cursosRoutes from './modules/cursos/routes'
import documentosRoutes from './modules/documentos/routes'
import evaluacionesRoutes from './modules/evaluaciones/routes'
import generacionRoutes from './modules/generacion/routes'
import healthRoutes from './modules/health/routes'
import informesPieRoutes from './modules/informes-pie/routes'
import libroRoutes from './modules/libro/routes'
import miembrosRoutes from './modules/miembros/routes'
import pagosRoutes from './modules/pagos/routes'
import pruebasRoutes from './modules/pruebas/routes'
import reunionesRoutes from './modules/reuniones/routes'
import solicitudesRoutes from './modules/solicitudes/routes'
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
import account from './plugins/services/account'
import attendance from './plugins/services/attendance'
import audit from './plugins/services/audit'
import auth from './plugins/services/auth'
import courses from './plugins/services/courses'
import documentEditor from './plugins/services/document-editor'
import documents from './plugins/services/documents'
import generation from './plugins/services/generation'
import gradeBook from './plugins/services/grade-book'
import guardianMessages from './plugins/services/guardian-messages'
import internalRequests from './plugins/services/internal-requests'
import libro, { libroReports } from './plugins/services/libro'
import meetings from './plugins/services/meetings'
import members from './plugins/services/members'
import payments from './plugins/services/payments'
import pieReports from './plugins/services/pie-reports'
import practiceTests from './plugins/services/practice-tests'
import quota from './plugins/services/quota'
import schoolExport from './plugins/services/school-export'
import schools from './plugins/services/schools'
import studentData from './plugins/services/student-data'
import students from './plugins/services/students'
import users from './plugins/services/users'
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
  await app.register(libro)
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
  await app.register(libroReports)

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
      await api.register(libroRoutes)
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
