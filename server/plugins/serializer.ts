import { isDeepStrictEqual } from 'node:util'
import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

/** The JSON schema fast-json-stringify compiles. */
type FastJsonSchema = Parameters<typeof fastJson>[0]

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0]
type Serialize = (data: unknown) => string

/** The zod schema of a response, as fastify-type-provider-zod accepts it (bare or under `properties`). */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema
  const properties = (schema as { properties?: unknown } | null)?.properties
  return properties instanceof z.ZodType ? properties : undefined
}

/**
 * The JSON schema of a zod response schema, or undefined when zod cannot express it exactly (a transform,
 * a date, a custom check…). The JSON written is the encoded side of the schema, as the zod serialiser
 * writes it.
 */
export function responseJsonSchema(schema: z.ZodType): FastJsonSchema | undefined {
  try {
    const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'throw' })
    return json as FastJsonSchema
  } catch {
    return undefined
  }
}

/**
 * The response serialiser of one route and status: `json` is the converted schema (undefined: zod
 * serialises it); fast-json-stringify compiles it on the first response, so that start-up stays short.
 */
export interface CompiledSerializer {
  method: string
  url: string
  status: string
  schema: z.ZodType | undefined
  json: FastJsonSchema | undefined
  /** Compiles now (if not yet) and says whether fast-json-stringify accepted the schema. */
  compile(): boolean
}

/** Thrown in checking mode when the fast serialiser writes something else than zod would. */
export class SerializerMismatchError extends Error {}

/**
 * Responses are written by fast-json-stringify from each route's zod schema, converted once per route:
 * no zod parse of every response, no `JSON.stringify` of an intermediate copy. A schema zod cannot
 * express as JSON schema (or fast-json-stringify cannot compile) keeps the zod serialiser.
 * fast-json-stringify writes only the properties of the schema (so an extra column never leaks) but does
 * not validate; with `check` (tests) every response is also serialised by zod, and a different meaning or
 * a zod failure throws.
 */
export function createSerializerCompiler(
  options: { check?: boolean; compiled?: CompiledSerializer[] } = {},
): FastifySerializerCompiler<unknown> {
  return (route: RouteSchema) => {
    const slow = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize
    const schema = zodSchemaOf(route.schema)
    const json = schema && responseJsonSchema(schema)
    let fast: Serialize | undefined
    let compiled = false
    const compile = () => {
      if (!compiled) {
        compiled = true
        try {
          fast = json && (fastJson(json) as Serialize)
        } catch {
          fast = undefined
        }
      }
      return fast !== undefined
    }
    options.compiled?.push({
      method: route.method,
      url: route.url,
      status: route.httpStatus ?? '',
      schema,
      json,
      compile,
    })
    if (!json) return slow
    if (!options.check) return (data: unknown) => (compile() ? fast!(data) : slow(data))
    return (data: unknown) => {
      if (!compile()) return slow(data)
      const written = fast!(data)
      const expected = slow(data)
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new SerializerMismatchError(
          `${route.method} ${route.url} ${route.httpStatus}: fast-json-stringify escribió ${written.slice(0, 300)} y zod ${expected.slice(0, 300)}`,
        )
      }
      return written
    }
  }
}
