import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  asignaturasCurso,
  evaluacionCreate,
  evaluacionCurso,
  evaluacionDeleted,
  evaluacionDeleteQuery,
  evaluacionUpdate,
  libroCurso,
  libroQuery,
  type NotasImportError,
  notasAlumno,
  notasImportRejected,
  notasImportResult,
  notasSave,
  notasSaved,
} from '@/api/contract/calificaciones'
import { generatedDocument } from '@/api/contract/documentos'
import { errorResponse, idParams } from '@/api/contract/fields'
import { studentImportMaxBytes, studentImportMaxLabel } from '@/domain/students'
import { HttpError } from '../../errors'
import { actorOf, currentUser } from '../../plugins/authenticate'
import { named } from '../../plugins/course-scope'
import { loadWorkbook } from '../alumnos/excel'
import { linkOwnerOf } from '../documentos/service'
import { readGradeCells } from './excel'

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-CL')} ${n === 1 ? one : many}`

/** The rejection names the first cells too, so that a client that shows only `detail` still helps. */
function rejectionDetail(errores: NotasImportError[]) {
  const shown = errores.slice(0, 3).map((e) => `Celda ${e.celda}: ${e.motivo}`)
  const more =
    errores.length > shown.length ? ` Y ${plural(errores.length - shown.length, 'celda más', 'celdas más')}.` : ''
  return `No se guardó ninguna nota: ${plural(errores.length, 'celda tiene', 'celdas tienen')} errores. ${shown.join(' ')}${more}`
}

const calificacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only the grade import accepts multipart bodies, one file of 5 MB at most.
  await app.register(multipart, {
    limits: { fileSize: studentImportMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  })

  app.post(
    '/calificaciones/evaluaciones',
    {
      config: { capability: 'registros', courseScope: named(['curso', 'body', 'curso_id']) },
      schema: { body: evaluacionCreate, response: { 201: evaluacionCurso, 404: errorResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await app.gradeBook.createEvaluation(actorOf(request), request.body)),
  )

  app.put(
    '/calificaciones/evaluaciones/:id',
    {
      config: { capability: 'registros', courseScope: named(['evaluacion', 'params', 'id']) },
      schema: {
        params: idParams,
        body: evaluacionUpdate,
        response: { 200: evaluacionCurso, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => app.gradeBook.updateEvaluation(actorOf(request), request.params.id, request.body),
  )

  app.delete(
    '/calificaciones/evaluaciones/:id',
    {
      config: { capability: 'registros', courseScope: named(['evaluacion', 'params', 'id']) },
      schema: {
        params: idParams,
        querystring: evaluacionDeleteQuery,
        response: { 200: evaluacionDeleted, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => app.gradeBook.deleteEvaluation(actorOf(request), request.params.id, request.query.confirmar),
  )

  app.put(
    '/calificaciones/evaluaciones/:id/notas',
    {
      config: {
        capability: 'registros',
        courseScope: named(['evaluacion', 'params', 'id'], ['alumno', 'body', 'notas[].alumno_id']),
      },
      schema: {
        params: idParams,
        body: notasSave,
        response: { 200: notasSaved, 400: errorResponse, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const notas = await app.gradeBook.saveGrades(actorOf(request), request.params.id, request.body.notas)
      return { message: 'Notas guardadas.', evaluacion_id: request.params.id, notas }
    },
  )

  app.get(
    '/calificaciones/curso/:id',
    {
      config: { capability: 'registros', courseScope: named(['curso', 'params', 'id']) },
      schema: { params: idParams, querystring: libroQuery, response: { 200: libroCurso, 404: errorResponse } },
    },
    async (request) => {
      const { id } = request.params
      const libro = await app.gradeBook.courseGrid(currentUser(request).colegioId, id, request.query.asignatura)
      await app.audit.recordRead(actorOf(request), 'libro.ver', { detalle: `Curso ${id}, ${libro.asignatura}` })
      return libro
    },
  )

  app.get(
    '/calificaciones/curso/:id/asignaturas',
    {
      config: { capability: 'registros', courseScope: named(['curso', 'params', 'id']) },
      schema: { params: idParams, response: { 200: asignaturasCurso, 404: errorResponse } },
    },
    async (request) => app.gradeBook.subjects(currentUser(request).colegioId, request.params.id),
  )

  app.get(
    '/calificaciones/curso/:id/excel',
    {
      config: { capability: 'registros', courseScope: named(['curso', 'params', 'id']) },
      // 200 is the .xlsx file itself: Fastify sends a Buffer as is, without serializing it.
      schema: {
        params: idParams,
        querystring: libroQuery,
        response: { 200: z.instanceof(Buffer), 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { buffer, filename } = await app.gradeBook.gradeSheet(
        actorOf(request),
        request.params.id,
        request.query.asignatura,
      )
      return reply
        .header('content-type', xlsxType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(buffer)
    },
  )

  app.post(
    '/calificaciones/curso/:id/excel',
    {
      config: { capability: 'registros', courseScope: named(['curso', 'params', 'id']) },
      schema: {
        params: idParams,
        querystring: libroQuery,
        response: { 200: notasImportResult, 404: errorResponse, 422: z.union([notasImportRejected, errorResponse]) },
      },
    },
    async (request, reply) => {
      const { colegioId } = currentUser(request)
      await app.gradeBook.requireCourse(colegioId, request.params.id)
      let buffer: Buffer | undefined
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue
          if (part.fieldname !== 'file') throw new HttpError(422, 'El archivo debe enviarse en el campo «file».')
          buffer = await part.toBuffer()
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new HttpError(413, `El archivo supera el máximo de ${studentImportMaxLabel}.`)
        }
        throw error
      }
      if (!buffer) throw new HttpError(422, 'Adjunta la planilla de notas (.xlsx).')
      if (buffer.length === 0) throw new HttpError(422, 'El archivo está vacío.')
      const { cells, errores } = readGradeCells(await loadWorkbook(buffer))
      const outcome = await app.gradeBook.importGrades(actorOf(request), request.params.id, cells, errores)
      if (!outcome.ok) {
        return reply.code(422).send({ detail: rejectionDetail(outcome.errores), errores: outcome.errores })
      }
      const n = outcome.guardadas
      return reply.send({
        message:
          n === 0
            ? 'La planilla no tenía notas nuevas.'
            : `Se ${n === 1 ? 'guardó' : 'guardaron'} ${plural(n, 'nota', 'notas')}.`,
        guardadas: n,
      })
    },
  )

  app.get(
    '/calificaciones/alumno/:id',
    {
      config: { capability: 'registros', courseScope: named(['alumno', 'params', 'id']) },
      schema: { params: idParams, response: { 200: notasAlumno, 404: errorResponse } },
    },
    async (request) => {
      const { id } = request.params
      const notas = await app.gradeBook.studentReport(currentUser(request).colegioId, id)
      await app.audit.recordRead(actorOf(request), 'notas.ver', { alumnoId: id, detalle: 'Notas del año' })
      return notas
    },
  )

  app.get(
    '/calificaciones/alumno/:id/informe',
    {
      config: { capability: 'registros', courseScope: named(['alumno', 'params', 'id']) },
      schema: { params: idParams, response: { 200: generatedDocument, 404: errorResponse } },
    },
    async (request) =>
      app.gradeBook.printableReport(
        { ...currentUser(request), ...actorOf(request) },
        request.params.id,
        linkOwnerOf(request),
      ),
  )
}
export default calificacionesRoutes
