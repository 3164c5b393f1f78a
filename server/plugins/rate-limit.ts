import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { HttpError } from '../errors'

/**
 * Per-route rate limits (a route opts in with `config.rateLimit`). Shared through Redis when
 * configured, so every instance behind a load balancer counts together; if Redis is unreachable,
 * requests are served without limits rather than refused.
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
      ...(redis ? { redis, nameSpace: 'pizarra-rl-', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          context.statusCode,
          `Demasiados intentos. Espera ${Math.ceil(context.ttl / 1000)} segundos e inténtalo de nuevo.`,
        ),
    })
  },
  { name: 'rate-limit', dependencies: ['config'] },
)
