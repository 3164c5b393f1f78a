import type { AnyRouter } from '@tanstack/react-router'
import { logOutOnServer } from '@/api/auth'
import { endSession } from '@/api/session'
import { toast } from '@/ui/toast'

/**
 * Where a sign-in may send the user back to: a path of this app (not /login itself), never another
 * site. Browsers read `//host` and `/\host` as another host, so neither is a path.
 */
export function safeRedirect(href: string | undefined): string | undefined {
  return href && /^\/(?![/\\])/.test(href) && !/^\/login(?:[/?#]|$)/.test(href) ? href : undefined
}

/**
 * Ends the session and shows /login; `back` (after a 401) is the screen the next sign-in returns to.
 * The new session reaches the router's context and empties its cache at once (see router.tsx); the
 * navigation then moves the signed-in screens it leaves into the cache, so that is emptied again:
 * nothing loaded by the account that left is kept, let alone shown to the next one.
 */
export async function signOut(router: AnyRouter, back?: string) {
  endSession()
  toast.remove() // a notice about the account that left does not outlive it either
  const redirect = safeRedirect(back)
  await router.navigate({ to: '/login', search: redirect ? { redirect } : {} })
  router.clearCache()
}

/**
 * "Cerrar sesión": the server ends this session first (its token answers 401 from then on, so a copy of it
 * is worth nothing), then the browser forgets it as `signOut` does. Without an answer from the server
 * (offline, an error) the browser signs out all the same: the button never leaves the user signed in.
 */
export async function logOut(router: AnyRouter) {
  await logOutOnServer().catch(() => undefined)
  await signOut(router)
}
