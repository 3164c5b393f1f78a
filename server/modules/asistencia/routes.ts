import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  asistenciaAlumno,
  asistenciaDayParams,
  asistenciaDia,
  asistenciaMensual,
  asistenciaMensualQuery,
  asistenciaMonthParams,
  asistenciaResumen,
  asistenciaResumenQuery,
  asistenciaRiesgo,
  asistenciaRiesgoQuery,
  asistenciaSave,
  asistenciaSaved,
  avisoAusencias,
  avisoAusenciasResult,
} from '@/api/contract/asistencia'
import { errorResponse, idParams } from '@/api/contract/fields'
import { messages } from '@/domain/messages'
import { actorOf, currentUser } from '../../plugins/authenticate'
import { filtered, named } from '../../plugins/course-scope'

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const asistenciaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/asistencia/curso/:id/fecha/:date',
    {
      config: { capability: 'asistencia', courseScope: named(['curso', 'params', 'id']) },
      schema: { params: asistenciaDayParams, response: { 200: asistenciaDia, 404: errorResponse } },
    },
    async (request) => app.attendance.day(currentUser(request).colegioId, request.params.id, request.params.date),
  )

  app.post(
    '/asistencia/curso/:id',
    {
      config: { capability: 'asistencia', courseScope: named(['curso', 'params', 'id']) },
      schema: {
        params: idParams,
        body: asistenciaSave,
        response: { 200: asistenciaSaved, 404: errorResponse, 409: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const day = await app.attendance.save(actorOf(request), request.params.id, request.body)
      return { ...day, message: messages.success.attendanceSaved }
    },
  )

  app.get(
    '/asistencia/alumno/:id',
    {
      config: { capability: 'asistencia', courseScope: named(['alumno', 'params', 'id']) },
      schema: { params: idParams, response: { 200: asistenciaAlumno, 404: errorResponse } },
    },
    async (request) => app.attendance.student(currentUser(request).colegioId, request.params.id),
  )

  app.get(
    '/asistencia/curso/:id/mes/:archivo',
    {
      config: { capability: 'asistencia', courseScope: named(['curso', 'params', 'id']) },
      // 200 is the .xlsx file itself: Fastify sends a Buffer as is, without serializing it.
      schema: { params: asistenciaMonthParams, response: { 200: z.instanceof(Buffer), 404: errorResponse } },
    },
    async (request, reply) => {
      const [year, month] = request.params.archivo.slice(0, 7).split('-').map(Number) as [number, number]
      const { buffer, filename } = await app.attendance.monthlySheet(actorOf(request), request.params.id, year, month)
      return reply
        .header('content-type', xlsxType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(buffer)
    },
  )

  app.get(
    '/asistencia/curso/:id/resumen',
    {
      config: { capability: 'asistencia', courseScope: named(['curso', 'params', 'id']) },
      schema: {
        params: idParams,
        querystring: asistenciaResumenQuery,
        response: { 200: asistenciaResumen, 404: errorResponse },
      },
    },
    async (request) => app.attendance.summary(currentUser(request).colegioId, request.params.id, request.query),
  )

  app.get(
    '/asistencia/riesgo',
    {
      config: { capability: 'asistencia', courseScope: filtered() },
      schema: { querystring: asistenciaRiesgoQuery, response: { 200: asistenciaRiesgo } },
    },
    async (request) => {
      const user = currentUser(request)
      return app.attendance.risk(user.colegioId, request.query.periodo, user.cursoIds)
    },
  )

  app.get(
    '/asistencia/curso/:id/mensual',
    {
      config: { capability: 'asistencia', courseScope: named(['curso', 'params', 'id']) },
      schema: {
        params: idParams,
        querystring: asistenciaMensualQuery,
        response: { 200: asistenciaMensual, 404: errorResponse },
      },
    },
    async (request) =>
      app.attendance.courseMonthly(currentUser(request).colegioId, request.params.id, request.query.anio),
  )

  app.get(
    '/asistencia/alumno/:id/mensual',
    {
      config: { capability: 'asistencia', courseScope: named(['alumno', 'params', 'id']) },
      schema: {
        params: idParams,
        querystring: asistenciaMensualQuery,
        response: { 200: asistenciaMensual, 404: errorResponse },
      },
    },
    async (request) =>
      app.attendance.studentMonthly(currentUser(request).colegioId, request.params.id, request.query.anio),
  )

  app.post(
    '/asistencia/curso/:id/avisar',
    {
      config: { capability: 'asistencia', courseScope: named(['curso', 'params', 'id']) },
      schema: {
        params: idParams,
        body: avisoAusencias,
        response: { 200: avisoAusenciasResult, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const { colegioId, userId } = currentUser(request)
      return app.guardianMessages.notifyAbsences(colegioId, userId, request.params.id, request.body.fecha)
    },
  )
}
export default asistenciaRoutes
