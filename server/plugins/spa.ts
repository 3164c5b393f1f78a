import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { apiPrefix } from './api-routes'

export interface SpaOptions {
  /** Where the built SPA lives; served at `/` with history fallback when it has an index.html. */
  webRoot?: string | undefined
}

/** The built SPA with history fallback, and the Spanish 404 of the API. */
export default fp<SpaOptions>(
  async (app, options) => {
    const { webRoot } = options
    const spa = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'))
    if (spa) {
      // Wildcard serving reads the folder on each request, so a rebuilt dist/ is served without a restart;
      // a path that is no file falls through to the not-found handler (the SPA's index.html).
      await app.register(fastifyStatic, {
        root: webRoot,
        wildcard: true,
        index: ['index.html'],
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          )
        },
      })
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/'
      if (spa && request.method === 'GET' && !url.startsWith(`${apiPrefix}/`) && url !== apiPrefix) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html')
      }
      return reply.code(404).send({ detail: 'El recurso no existe.' })
    })
  },
  { name: 'spa' },
)
