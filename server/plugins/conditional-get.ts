import { hash } from 'node:crypto'
import fp from 'fastify-plugin'
import { apiPrefix } from './api-routes'

/** A weak validator of a serialised body: equal bodies, equal tags (the encoding may differ). */
const weakTag = (body: Buffer) => `W/"${hash('sha1', body, 'base64url')}"`

/** Whether `If-None-Match` (a list, or `*`) names the tag; weak comparison, as RFC 9110 asks for GET. */
function matches(ifNoneMatch: string, tag: string) {
  if (ifNoneMatch.trim() === '*') return true
  const opaque = tag.slice(2)
  return ifNoneMatch.split(',').some((candidate) => {
    const t = candidate.trim()
    return (t.startsWith('W/') ? t.slice(2) : t) === opaque
  })
}

/**
 * Conditional GET on the JSON API: every 200 answer to a GET carries a weak ETag of its body and
 * `Cache-Control: private, no-cache` (the browser keeps it, per user, and asks again each time); a request
 * whose `If-None-Match` names the current tag gets 304 without a body. Answers that chose their own
 * caching (files, `no-store`) are left alone.
 */
export default fp(
  async (app) => {
    // A callback hook: it runs on every answer, and an async one costs a promise each time.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method !== 'GET' || reply.statusCode !== 200) return done(null, payload)
      if (!request.url.startsWith(`${apiPrefix}/`)) return done(null, payload)
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload)
      if (reply.hasHeader('cache-control') || reply.hasHeader('etag')) return done(null, payload)
      // Encoded once: the bytes hashed are the bytes sent (a string would be encoded again to be written).
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload
      const tag = weakTag(body)
      reply.header('etag', tag).header('cache-control', 'private, no-cache')
      const ifNoneMatch = request.headers['if-none-match']
      if (ifNoneMatch && matches(ifNoneMatch, tag)) {
        reply.code(304)
        return done(null, '')
      }
      done(null, body)
    })
  },
  { name: 'conditional-get' },
)
