import { FetchError, type FetchOptions, ofetch } from 'ofetch'
import { currentSession, endSession } from './session'

/** An error from the API; `message` is the server's Spanish detail, or empty when there was none. */
export class ApiError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly detail: string | null,
    /** The whole error body, for the few answers that carry more than `detail` (a 422's `sugerencias`). */
    readonly data?: unknown,
  ) {
    super(detail ?? '')
    this.name = 'ApiError'
  }
}

/** The `detail` of an error body: the API answers every error with `{"detail": "<mensaje>"}`. */
function detailOf(data: unknown): string | null {
  if (!data || typeof data !== 'object' || !('detail' in data)) return null
  const { detail } = data as { detail: unknown }
  return typeof detail === 'string' ? detail : null
}

let onUnauthorized: () => void = () => {
  endSession()
  window.location.assign('/login')
}
/**
 * Lets the router decide what a 401 does: end the session and ask for a sign-in without a reload.
 * The handler runs once per session, for the first request of the session that got a 401.
 */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler
}

export const apiBase = import.meta.env.VITE_API_URL ?? '/api'

const client = ofetch.create({ baseURL: apiBase, retry: 0 })

/**
 * The one client of the app: bearer token in, Spanish `detail` out. Every request belongs to the
 * session it was made in: it carries that session's token, it is aborted when that session ends,
 * and its 401 ends that session (not a later one) and asks for a sign-in.
 */
export async function api<T>(path: string, options: FetchOptions<'json'> = {}): Promise<T> {
  const session = currentSession()
  const headers = new Headers(options.headers)
  if (session.token) headers.set('Authorization', `Bearer ${session.token}`)
  const signal = options.signal ? AbortSignal.any([options.signal, session.signal]) : session.signal
  try {
    return await client<T>(path, { ...options, headers, signal })
  } catch (error) {
    if (error instanceof FetchError) {
      const status = error.response?.status
      // A 401 on a call made with a token means the session is over; a failed login is just a 401.
      if (status === 401 && session.token && session === currentSession()) onUnauthorized()
      throw new ApiError(status, detailOf(error.data), error.data)
    }
    throw new ApiError(undefined, null)
  }
}
