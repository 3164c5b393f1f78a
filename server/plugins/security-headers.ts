import fp from 'fastify-plugin'
import helmet from 'helmet'

/**
 * Helmet's headers with a content security policy that allows only this origin, and the request id on
 * every response (the balancer's `X-Request-Id` when given). Helmet's middleware is built once, when the
 * app starts: building it parses the whole policy, which per request cost as much as the query of a hot
 * route (the Fastify wrapper of helmet builds it again for every request).
 */
export default fp(
  async (app) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // react-hot-toast injects its keyframes as a <style> element.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    })
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id)
      // Helmet 8 throws instead of passing an error on, and calls back once its headers are set.
      setHeaders(request.raw, reply.raw, () => done())
    })
  },
  { name: 'security-headers' },
)
