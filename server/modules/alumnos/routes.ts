import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  alumno,
  alumnoDatos,
  alumnoInput,
  alumnoList,
  alumnoQuery,
  type ImportRowError,
  importRejected,
  importResult,
} from '@/api/contract/alumnos'
import { errorResponse, idParams } from '@/api/contract/fields'
import { studentImportMaxBytes, studentImportMaxLabel } from '@/domain/students'
import { HttpError } from '../../errors'
import { sendJsonText } from '../../json-text'
import { actorOf, currentUser } from '../../plugins/authenticate'
import { filtered, named } from '../../plugins/course-scope'
import { linkOwnerOf } from '../documentos/service'
import { buildTemplate, loadWorkbook, readStudentRows } from './excel'

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-CL')} ${n === 1 ? one : many}`

function importSummary(creados: number, actualizados: number) {
  const total = creados + actualizados
  return `Se ${total === 1 ? 'importó' : 'importaron'} ${plural(total, 'alumno', 'alumnos')}: ${plural(creados, 'nuevo', 'nuevos')} y ${plural(actualizados, 'actualizado', 'actualizados')}.`
}

/** The rejection names the first rows too, so that a client that shows only `detail` still helps. */
function rejectionDetail(errores: ImportRowError[]) {
  const shown = errores.slice(0, 3).map((e) => `Fila ${e.fila}: ${e.motivo}`)
  const more =
    errores.length > shown.length ? ` Y ${plural(errores.length - shown.length, 'fila más', 'filas más')}.` : ''
  return `No se importó ningún alumno: ${plural(errores.length, 'fila tiene', 'filas tienen')} errores. ${shown.join(' ')}${more}`
}

const alumnosRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only the import accepts multipart bodies, and one file of 5 MB at most.
  await app.register(multipart, {
    limits: { fileSize: studentImportMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  })

  app.get(
    '/alumnos/',
    {
      config: { capability: 'registros', courseScope: filtered(['curso', 'query', 'curso_id']) },
      schema: { querystring: alumnoQuery, response: { 200: alumnoList, 404: errorResponse } },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { curso_id, q } = request.query
      // One line per reading of the list (a search's text is not kept: it may be a name).
      const record = (total: number) =>
        app.audit.recordRead(actorOf(request), 'nomina.ver', {
          detalle: `${curso_id === undefined ? 'Todos sus cursos' : `Curso ${curso_id}`}: ${total} alumnos`,
        })
      if (q?.trim()) {
        const found = await app.students.list(user.colegioId, request.query, user.cursoIds)
        await record(found.length)
        return found
      }
      // The whole list and a class list, the ones opened all day: their JSON comes written by PostgreSQL.
      const list = await app.students.listJson(user.colegioId, curso_id, user.cursoIds)
      await record(list?.total ?? 0)
      return sendJsonText(reply, list?.body ?? '[]')
    },
  )

  app.post(
    '/alumnos',
    {
      config: { capability: 'registros', courseScope: named(['curso', 'body', 'curso_id']) },
      schema: { body: alumnoInput, response: { 201: alumno, 404: errorResponse, 409: errorResponse } },
    },
    async (request, reply) => reply.code(201).send(await app.students.create(actorOf(request), request.body)),
  )

  app.get(
    '/alumnos/plantilla.xlsx',
    { config: { capability: 'registros', courseScope: 'whole-school' } },
    async (request, reply) => {
      const { colegio, cursos } = await app.students.templateData(currentUser(request).colegioId)
      const file = await buildTemplate(colegio, cursos)
      return reply
        .header('content-type', xlsxType)
        .header('content-disposition', 'attachment; filename="plantilla-alumnos.xlsx"')
        .header('cache-control', 'no-store')
        .send(file)
    },
  )

  app.post(
    '/alumnos/upload-excel',
    {
      config: { capability: 'registros', courseScope: 'whole-school' },
      schema: { response: { 200: importResult, 422: z.union([importRejected, errorResponse]) } },
    },
    async (request, reply) => {
      let buffer: Buffer | undefined
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue
          if (part.fieldname !== 'file') {
            throw new HttpError(422, 'El archivo debe enviarse en el campo «file».')
          }
          buffer = await part.toBuffer()
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new HttpError(413, `El archivo supera el máximo de ${studentImportMaxLabel}.`)
        }
        throw error
      }
      if (!buffer) throw new HttpError(422, 'Adjunta un archivo .xlsx con los alumnos.')
      if (buffer.length === 0) throw new HttpError(422, 'El archivo está vacío.')
      const rows = readStudentRows(await loadWorkbook(buffer))
      const outcome = await app.students.importRows(actorOf(request), rows)
      if (!outcome.ok) {
        return reply.code(422).send({ detail: rejectionDetail(outcome.errores), errores: outcome.errores })
      }
      const { creados, actualizados } = outcome
      return reply.send({ message: importSummary(creados, actualizados), creados, actualizados })
    },
  )

  app.get(
    '/alumnos/:id',
    {
      config: { capability: 'registros', courseScope: named(['alumno', 'params', 'id']) },
      schema: { params: idParams, response: { 200: alumno, 404: errorResponse } },
    },
    async (request) => app.students.view(actorOf(request), request.params.id),
  )

  app.get(
    '/alumnos/:id/datos',
    {
      config: { capability: 'alumno.datos' },
      schema: { params: idParams, response: { 200: alumnoDatos, 404: errorResponse } },
    },
    async (request, reply) => {
      const datos = await app.studentData.export(actorOf(request), request.params.id, linkOwnerOf(request))
      return reply.header('cache-control', 'no-store').send(datos)
    },
  )

  app.delete(
    '/alumnos/:id',
    {
      config: { capability: 'alumno.eliminar' },
      schema: { params: idParams, response: { 204: z.null(), 404: errorResponse } },
    },
    async (request, reply) => {
      await app.studentData.delete(actorOf(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/alumnos/:id',
    {
      config: {
        capability: 'registros',
        courseScope: named(['alumno', 'params', 'id'], ['curso', 'body', 'curso_id']),
      },
      schema: {
        params: idParams,
        body: alumnoInput,
        response: { 200: alumno, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => app.students.update(actorOf(request), request.params.id, request.body),
  )
}
export default alumnosRoutes
