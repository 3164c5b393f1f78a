import fp from 'fastify-plugin'
import { HttpError } from '../errors'

/**
 * A graceful stop answers the requests in flight and then closes their connections: a keep-alive
 * socket left open would hold app.close() until the shutdown timer exits without closing the database.
 * Requests that arrive while closing get a Spanish 503 (Fastify's own, English one is turned off).
 */
export default fp(
  async (app) => {
    let closing = false
    app.addHook('preClose', async () => {
      closing = true
    })
    // Callback hooks: they run on every request, and an async one costs a promise each time.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close')
      done(null, payload)
    })
    app.addHook('onRequest', (_request, _reply, done) => {
      done(
        closing ? new HttpError(503, 'Pizarra se está reiniciando. Inténtalo de nuevo en unos segundos.') : undefined,
      )
    })
  },
  { name: 'graceful-close' },
)
