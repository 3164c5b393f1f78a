import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponse, idParams } from '@/api/contract/fields'
import {
  asistenciaBloqueSave,
  atraso,
  atrasoList,
  atrasosQuery,
  calendario,
  calendarioQuery,
  clase,
  claseList,
  claseParams,
  clasesQuery,
  cobertura,
  coberturaQuery,
  correccion,
  correccionCreate,
  correccionesQuery,
  correccionList,
  correccionParams,
  cumplimiento,
  cumplimientoQuery,
  docenteList,
  firmaConfirmar,
  firmaEnrolamiento,
  firmaEstado,
  firmarClase,
  horario,
  horarioQuery,
  horarioSave,
  horarioSaveQuery,
  justificarAtraso,
  leccionarioSave,
  libroMensualParams,
  subvencionSave,
  suspensionCreate,
  suspensionParams,
  visarCorreccion,
} from '@/api/contract/libro'
import { actorOf, currentUser } from '../../plugins/authenticate'
import { filtered, named } from '../../plugins/course-scope'
import type { LibroUser } from './service'

/** A code is tried at most this often per member and minute (6 digits: guessing is out of reach). */
const codeRateLimit = { max: 10, timeWindow: '1 minute' }

const libroUser = (request: Parameters<typeof actorOf>[0]): LibroUser => {
  const user = currentUser(request)
  return { ...actorOf(request), userId: user.userId, rol: user.rol, cursoIds: user.cursoIds }
}

const fileTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

const byClase = named(['clase', 'params', 'id'])
/** A block and the students of its roll: every id of the write is checked (the service then checks they are the block's course's). */
const byClaseAndRoll = named(['clase', 'params', 'id'], ['alumno', 'body', 'registros[].alumno_id'])

const libroRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- Horario
  app.get(
    '/cursos/:id/horario',
    {
      config: { capability: 'asistencia', courseScope: named(['curso', 'params', 'id']) },
      schema: { params: idParams, querystring: horarioQuery, response: { 200: horario, 404: errorResponse } },
    },
    async (request) => app.libro.schedule(currentUser(request).colegioId, request.params.id, request.query.fecha),
  )

  app.put(
    '/cursos/:id/horario',
    {
      config: { capability: 'horario' },
      schema: {
        params: idParams,
        querystring: horarioSaveQuery,
        body: horarioSave,
        response: { 200: horario, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => app.libro.saveSchedule(actorOf(request), request.params.id, request.body, request.query.desde),
  )

  /** The school's teachers for the schedule's picker: id and name, nothing else of the members. */
  app.get(
    '/docentes',
    { config: { capability: 'horario' }, schema: { response: { 200: docenteList } } },
    async (request) => app.libro.teachers(currentUser(request).colegioId),
  )

  // --- Calendario
  app.get(
    '/calendario',
    {
      config: { capability: 'asistencia', courseScope: 'unscoped' },
      schema: { querystring: calendarioQuery, response: { 200: calendario } },
    },
    async (request) => app.libro.calendar(currentUser(request).colegioId, request.query.anio),
  )

  app.post(
    '/calendario/suspensiones',
    {
      config: { capability: 'horario' },
      schema: { body: suspensionCreate, response: { 201: calendario, 409: errorResponse, 422: errorResponse } },
    },
    async (request, reply) => reply.code(201).send(await app.libro.addSuspension(actorOf(request), request.body)),
  )

  app.delete(
    '/calendario/suspensiones/:fecha',
    {
      config: { capability: 'horario' },
      schema: { params: suspensionParams, response: { 200: calendario, 404: errorResponse } },
    },
    async (request) => app.libro.removeSuspension(actorOf(request), request.params.fecha),
  )

  app.put(
    '/calendario/subvencion',
    {
      config: { capability: 'horario' },
      schema: { body: subvencionSave, response: { 200: calendario } },
    },
    async (request) => app.libro.setSubsidyBlock(actorOf(request), request.body.bloque),
  )

  // --- Clases
  app.get(
    '/clases',
    {
      config: { capability: 'asistencia', courseScope: filtered(['curso', 'query', 'curso_id']) },
      schema: { querystring: clasesQuery, response: { 200: claseList, 404: errorResponse } },
    },
    async (request) => app.libro.list(libroUser(request), request.query.fecha, request.query.curso_id),
  )

  app.get(
    '/clases/:id',
    {
      config: { capability: 'asistencia', courseScope: byClase },
      schema: { params: claseParams, response: { 200: clase, 404: errorResponse } },
    },
    async (request) => {
      const { id } = request.params
      const block = await app.libro.detail(libroUser(request), id)
      // The block's roll is a course's attendance: read as the day's attendance is, with its line.
      await app.audit.recordRead(actorOf(request), 'asistencia.ver', { detalle: `Clase ${id}, ${block.fecha}` })
      return block
    },
  )

  app.put(
    '/clases/:id/asistencia',
    {
      config: { capability: 'asistencia', courseScope: byClaseAndRoll },
      schema: {
        params: claseParams,
        body: asistenciaBloqueSave,
        response: { 200: clase, 404: errorResponse, 409: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const user = libroUser(request)
      await app.libro.saveAttendance(user, request.params.id, request.body.registros)
      return app.libro.detail(user, request.params.id)
    },
  )

  app.put(
    '/clases/:id/leccionario',
    {
      config: { capability: 'asistencia', courseScope: byClase },
      schema: {
        params: claseParams,
        body: leccionarioSave,
        response: { 200: clase, 404: errorResponse, 409: errorResponse, 422: errorResponse },
      },
    },
    async (request) => app.libro.saveLeccionario(libroUser(request), request.params.id, request.body),
  )

  app.post(
    '/clases/:id/firmar',
    {
      config: { capability: 'asistencia', courseScope: byClase, rateLimit: codeRateLimit },
      schema: {
        params: claseParams,
        body: firmarClase,
        response: { 200: clase, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse },
      },
    },
    async (request) => app.libro.sign(libroUser(request), request.params.id, request.body),
  )

  app.post(
    '/clases/:id/correcciones',
    {
      config: { capability: 'asistencia', courseScope: byClaseAndRoll, rateLimit: codeRateLimit },
      schema: {
        params: claseParams,
        body: correccionCreate,
        response: { 201: correccion, 404: errorResponse, 409: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.libro.correct(libroUser(request), request.params.id, request.body)),
  )

  app.get(
    '/correcciones',
    {
      config: { capability: 'visado' },
      schema: { querystring: correccionesQuery, response: { 200: correccionList } },
    },
    async (request) => app.libro.corrections(currentUser(request).colegioId, request.query.estado),
  )

  app.post(
    '/correcciones/:id/visar',
    {
      config: { capability: 'visado', rateLimit: codeRateLimit },
      schema: {
        params: correccionParams,
        body: visarCorreccion,
        response: { 200: correccion, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse },
      },
    },
    async (request) => app.libro.countersign(libroUser(request), request.params.id, request.body),
  )

  // --- The member's authenticator
  app.get(
    '/cuenta/firma',
    { config: { capability: 'firma' }, schema: { response: { 200: firmaEstado } } },
    async (request) => app.libro.enrollmentState(currentUser(request).userId),
  )

  app.post(
    '/cuenta/firma',
    {
      config: { capability: 'firma', rateLimit: codeRateLimit },
      schema: { response: { 201: firmaEnrolamiento } },
    },
    async (request, reply) => {
      const user = currentUser(request)
      // The secret is shown once: never kept by a cache.
      reply.header('cache-control', 'no-store')
      return reply.code(201).send(await app.libro.enroll(user.colegioId, user.userId))
    },
  )

  app.post(
    '/cuenta/firma/confirmar',
    {
      config: { capability: 'firma', rateLimit: codeRateLimit },
      schema: { body: firmaConfirmar, response: { 200: firmaEstado, 422: errorResponse } },
    },
    async (request) => app.libro.confirmEnrollment(currentUser(request).userId, request.body.codigo),
  )

  // --- Late arrivals, Cobertura, Cumplimiento
  app.get(
    '/atrasos',
    {
      config: { capability: 'atrasos' },
      schema: { querystring: atrasosQuery, response: { 200: atrasoList, 404: errorResponse } },
    },
    async (request) => {
      const user = currentUser(request)
      const list = await app.libro.lateArrivals(user.colegioId, request.query)
      // A list of students' attendance: read as the day's attendance is, one line for the list.
      await app.audit.recordRead(actorOf(request), 'asistencia.ver', {
        detalle: `Atrasos del ${request.query.desde}${request.query.hasta === request.query.desde ? '' : ` al ${request.query.hasta}`}`,
      })
      return list
    },
  )

  app.post(
    '/atrasos/justificar',
    {
      config: { capability: 'atrasos.justificar' },
      schema: {
        body: justificarAtraso,
        response: { 200: atraso, 404: errorResponse, 409: errorResponse, 422: errorResponse },
      },
    },
    async (request) => app.libro.justifyLateArrival(libroUser(request), request.body),
  )

  app.get(
    '/cobertura',
    {
      config: { capability: 'seguimiento' },
      schema: { querystring: coberturaQuery, response: { 200: cobertura, 404: errorResponse } },
    },
    async (request) => app.libroReports.coverage(currentUser(request).colegioId, request.query),
  )

  app.get(
    '/cumplimiento',
    {
      config: { capability: 'seguimiento' },
      schema: { querystring: cumplimientoQuery, response: { 200: cumplimiento } },
    },
    async (request) => app.libroReports.compliance(currentUser(request).colegioId, request.query),
  )
  // --- The monthly libro of a course
  app.get(
    '/cursos/:id/libro/:archivo',
    {
      config: { capability: 'asistencia', courseScope: named(['curso', 'params', 'id']) },
      schema: { params: libroMensualParams, response: { 200: z.instanceof(Buffer), 404: errorResponse } },
    },
    async (request, reply) => {
      const { archivo, id } = request.params
      const kind = archivo.endsWith('.docx') ? 'docx' : 'xlsx'
      const [year, month] = archivo.slice(0, 7).split('-').map(Number) as [number, number]
      const { buffer, filename } = await app.libroReports.monthlyBook(libroUser(request), id, year, month, kind)
      return reply
        .header('content-type', fileTypes[kind])
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(buffer)
    },
  )
}
export default libroRoutes
