import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import { apiPrefix } from './api-routes'

/** Helmet's headers with a content security policy that allows only this origin. */
const setSecurityHeaders = helmet({
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

/**
 * The headers helmet sets, read once from a response it is run on: with this configuration (no nonces)
 * they are the same for every request. Fastify's helmet wrapper builds the middleware again for each
 * request (parsing the whole policy), and setting them one by one on the raw response validates each
 * again: per request that cost as much as the query of a hot route.
 */
export function securityHeaders(): Record<string, string> {
  const request = new IncomingMessage(new Socket())
  const response = new ServerResponse(request)
  setSecurityHeaders(request, response, () => {})
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]))
}

/**
 * The headers of the JSON API's answers (OWASP's REST security cheat sheet): nothing in a JSON answer may be
 * run, framed or embedded by another site, and it is never sniffed as something else. The rest of helmet's
 * set (the page's script, style and image sources, cross-origin isolation) is about HTML, and would add
 * ~450 bytes to every answer.
 */
export function apiSecurityHeaders(): Record<string, string> {
  const page = securityHeaders()
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': page['strict-transport-security']!,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  }
}

/**
 * Security headers and the request id (the balancer's `X-Request-Id` when given) on every response: the API's
 * set under `/api/`, helmet's whole set on the SPA's pages and files.
 */
export default fp(
  async (app) => {
    const page = securityHeaders()
    const api = apiSecurityHeaders()
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(`${apiPrefix}/`) ? api : page).header('x-request-id', request.id)
      done()
    })
  },
  { name: 'security-headers' },
)
