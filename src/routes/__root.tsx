import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { Session } from '@/api/session'

/**
 * What every route's beforeLoad and loader receive. `session` is replaced on every sign-in and
 * sign-out (router.tsx), and the router's cache is emptied with it.
 */
export interface RouterContext {
  session: Session
}

export const Route = createRootRouteWithContext<RouterContext>()({ component: Outlet })
