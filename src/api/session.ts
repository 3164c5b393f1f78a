import { clearToken, getToken, setToken } from './token'

/**
 * Who the browser is signed in as: the bearer token (null when signed out). A new object is made
 * each time the token changes, so the object's identity tells one session from the next; its
 * signal aborts the requests still in flight when the session ends.
 */
export interface Session {
  readonly token: string | null
  readonly signal: AbortSignal
}

let controller = new AbortController()
let current: Session = { token: getToken(), signal: controller.signal }
const listeners = new Set<(session: Session) => void>()

function replace(token: string | null) {
  controller.abort()
  controller = new AbortController()
  current = { token, signal: controller.signal }
  for (const listener of listeners) listener(current)
}

/**
 * The current session. The token's home is localStorage, shared by every tab: when it was changed
 * behind this module's back (another tab, a test), the change is a new session.
 */
export function currentSession(): Session {
  const token = getToken()
  if (token !== current.token) replace(token)
  return current
}

/** The current session as last seen, without looking at localStorage (a pure snapshot for React). */
export const sessionSnapshot = () => current

/** Signs in: the token is stored and a new session begins. */
export function startSession(token: string) {
  setToken(token)
  replace(token)
}

/** Signs out: the token is forgotten, the session's requests still in flight are aborted. */
export function endSession() {
  clearToken()
  replace(null)
}

/** Calls `listener` with every new session: sign-in, sign-out, a token changed in another tab. */
export function subscribeSession(listener: (session: Session) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
