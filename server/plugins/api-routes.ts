import type { FastifyContextConfig } from 'fastify'
import fp from 'fastify-plugin'

/** Where the JSON API lives; everything else is the SPA. */
export const apiPrefix = '/api'

/**
 * The plugins every module that adds API routes depends on, so that a module registered before them fails
 * at start instead of adding routes that are not validated (`http`), not swept by the tests (`api-routes`),
 * or not checked for their capability and course scope (`authenticate`, `course-scope`).
 */
export const apiRouteDependencies = ['http', 'api-routes', 'authenticate', 'course-scope']

export interface ApiRoute {
  method: string
  url: string
  public: boolean
  /** What the route lets its caller do (`src/domain/permissions.ts`); undefined on public routes. */
  capability: FastifyContextConfig['capability']
  /** How a docente is limited to their courses on a route of the school's records. */
  courseScope: FastifyContextConfig['courseScope']
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route, for tests that sweep them all (tenancy, bad input, the permission matrix). */
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
        if (method === 'HEAD') continue
        apiRoutes.push({
          method,
          url: route.url,
          public: route.config?.public ?? false,
          capability: route.config?.capability,
          courseScope: route.config?.courseScope,
        })
      }
    })
  },
  { name: 'api-routes' },
)
