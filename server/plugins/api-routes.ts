import fp from 'fastify-plugin'

/** Where the JSON API lives; everything else is the SPA. */
export const apiPrefix = '/api'

export interface ApiRoute {
  method: string
  url: string
  public: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route, for tests that sweep them all (tenancy, bad input). */
    apiRoutes: ApiRoute[]
  }
}

/** Records every route under /api as it is added; register it before the routes. */
export default fp(
  async (app) => {
    const apiRoutes: ApiRoute[] = []
    app.decorate('apiRoutes', apiRoutes)
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(apiPrefix)) return
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, public: route.config?.public ?? false })
      }
    })
  },
  { name: 'api-routes' },
)
