import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { HttpError } from '../errors'

/** The answer of every rate limit: how long to wait. */
export const tooManyAttempts = (seconds: number) =>
  `Demasiados intentos. Espera ${seconds} segundos e inténtalo de nuevo.`

/**
 * Per-route rate limits (a route opts in with `config.rateLimit`). Shared through Redis when
 * configured, so every instance behind a load balancer counts together; if Redis is unreachable,
 * requests are served without limits rather than refused. A client that goes on while refused waits
 * longer each time (exponential backoff): the per-account sign-in limit (modules/auth/routes.ts) uses it.
 */
export default fp(
  async (app) => {
    const { redisUrl } = app.config
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined
    if (redis) app.addHook('onClose', async () => void (await redis.quit()))
    await app.register(rateLimit, {
      global: false,
      exponentialBackoff: true,
      ...(redis ? { redis, nameSpace: 'pizarra-rl-', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, tooManyAttempts(Math.ceil(context.ttl / 1000))),
    })
  },
  { name: 'rate-limit', dependencies: ['config'] },
)
