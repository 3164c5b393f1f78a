import type { FastifyReply } from 'fastify'

/**
 * Sends JSON that is already written (by PostgreSQL, for the longest lists) as it is: Fastify passes a
 * string with a JSON content type straight on, without the route's serializer. The route's response schema
 * still documents the answer, and the API tests hold the text to it.
 */
export const sendJsonText = (reply: FastifyReply, text: string) =>
  reply.type('application/json; charset=utf-8').send(text)
