import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'

/** An error whose Spanish `detail` and status are meant for the client, with optional fields sent beside it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail)
  }
}

export const notFound = (what = 'El recurso') => new HttpError(404, `${what} no existe.`)

/** Spanish labels of the fields, used when a validation message does not name its field. */
const fieldLabels: Record<string, string> = {
  username: 'correo',
  password: 'contraseña',
  nombre: 'nombre',
  email: 'correo',
  codigo_colegio: 'código del colegio',
  rol: 'rol',
}

const genericByStatus: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'Debes iniciar sesión.',
  403: 'No tienes permiso para esta acción.',
  404: 'El recurso no existe.',
  405: 'Método no permitido.',
  406: 'Formato de respuesta no disponible.',
  409: 'El recurso ya existe.',
  413: 'El contenido enviado es demasiado grande.',
  415: 'Tipo de contenido no admitido.',
  429: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
}

const byCode: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo de la solicitud no es un JSON válido.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Falta el cuerpo de la solicitud.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, genericByStatus[413]!],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, genericByStatus[415]!],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'El largo del contenido no coincide.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Se esperaba un formulario con un archivo (multipart/form-data).'],
  FST_REQ_FILE_TOO_LARGE: [413, 'El archivo supera el tamaño máximo permitido.'],
  FST_FILES_LIMIT: [413, 'Envía un solo archivo.'],
  FST_PARTS_LIMIT: [413, 'El formulario tiene demasiadas partes.'],
}

/** What a zod type check expected, in words for a message. */
const expectedWords: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
}

type ValidationItem = { instancePath: string; message?: string | undefined; keyword?: string; params?: unknown }

/**
 * One message per issue. The contract's messages name their field; an issue that only has zod's generic
 * text ("Entrada inválida: se esperaba…") is said again with the field's label, and a body that is not an
 * object (a number, a list, null, nothing) is said as such.
 */
function issueMessage({ instancePath, message, keyword, params }: ValidationItem, context: string | undefined) {
  const text = message ?? 'valor inválido'
  const field = instancePath.replace(/^\//, '').split('/')[0] ?? ''
  const expected = (params as { expected?: unknown } | undefined)?.expected
  const generic = /^Entrada inválida/.test(text)
  if (!field && keyword === 'invalid_type' && expected === 'object') {
    return context === 'body' || context === undefined
      ? 'El cuerpo de la solicitud debe ser un objeto JSON con los campos del formulario.'
      : 'La solicitud no es válida.'
  }
  if (field && generic && keyword === 'invalid_type' && typeof expected === 'string' && expectedWords[expected]) {
    return `El campo ${fieldLabels[field] ?? field} debe ser ${expectedWords[expected]}.`
  }
  if (!field) return text
  // A message of the contract starts with its field's label ("El curso…"); one that does not gets the label.
  if (/^[A-ZÁÉÍÓÚ¿¡]/.test(text) && !generic) return text
  return `${fieldLabels[field] ?? field}: ${text}`
}

/**
 * The first issue of each value, as a form shows it: zod keeps checking a value of the wrong type
 * (`[]` for a text is also "too short"), and only the first message says what is wrong.
 */
function validationDetail(error: { validation: ValidationItem[]; validationContext?: string }) {
  const firstByPath = new Map<string, ValidationItem>()
  for (const item of error.validation) if (!firstByPath.has(item.instancePath)) firstByPath.set(item.instancePath, item)
  const lines = [...firstByPath.values()].map((item) => issueMessage(item, error.validationContext))
  return [...new Set(lines)].join(' ')
}

/** Maps every error to `{detail}` in Spanish with a fitting status; 5xx are logged, never explained. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return reply.code(error.statusCode).send({ ...error.extra, detail: error.detail })
  if (hasZodFastifySchemaValidationErrors(error)) return reply.code(422).send({ detail: validationDetail(error) })
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'respuesta fuera de contrato')
    return reply.code(500).send({ detail: 'Ocurrió un error interno. Inténtalo de nuevo.' })
  }
  const known = error.code ? byCode[error.code] : undefined
  if (known) return reply.code(known[0]).send({ detail: known[1] })
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ detail: genericByStatus[status] ?? 'La solicitud no es válida.' })
  }
  request.log.error({ err: error }, 'error no controlado')
  return reply.code(500).send({ detail: 'Ocurrió un error interno. Inténtalo de nuevo.' })
}
