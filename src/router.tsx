import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { setUnauthorizedHandler } from '@/api/client'
import { currentSession, subscribeSession } from '@/api/session'
import { tokenKey } from '@/api/token'
import { RouteError, RouteNotFound } from '@/routes/-fallbacks'
import { signOut } from '@/routes/-session'
import { routeTree } from './routeTree.gen'

/**
 * The app's router. Its context holds the session; loaders read the school's data with the session's
 * token, so when the session changes (sign-in, sign-out, a 401, another tab) the context gets the new
 * one and every cached loader result is dropped: nothing loaded by one account outlives it.
 */
export function createAppRouter(history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    context: { session: currentSession() },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RouteNotFound,
  })

  subscribeSession((session) => {
    router.update({ ...router.options, context: { ...router.options.context, session } })
    router.clearCache()
  })

  // A 401 ends the session; the next sign-in comes back to the screen the user was going to.
  setUnauthorizedHandler(() => void signOut(router, router.latestLocation.href))

  // Another tab signed in or out (the token is shared): this one follows at once, reloading what it
  // shows with the new session (or going to /login) instead of keeping the other account's screens.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      const shown = router.options.context.session
      if ((event.key !== tokenKey && event.key !== null) || currentSession() === shown) return
      void router.invalidate({ forcePending: true })
    })
  }

  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
