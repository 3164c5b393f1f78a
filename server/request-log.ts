import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

/**
 * One log line per request, written when it is answered: `request completed` with the request id, method,
 * URL, status and time. Fastify's own pair of lines (`incoming request` with the whole request, then the
 * answer) cost as much as the query of a hot route; the answer's line says all of it. A route's
 * `logLevel` (the health check logs only its failures) still applies, as do error lines.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error) return super.requestCompleted(error, request, reply, metadata)
    if (this.isLogDisabled(request)) return
    request.log.info(
      {
        method: request.method,
        url: request.url,
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    )
  }
}
