import { FetchError, type FetchOptions, ofetch } from 'ofetch'
import { clearToken, getToken } from './token'

/** An error from the API; `message` is the server's Spanish detail, or empty when there was none. */
export class ApiError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly detail: string | null,
  ) {
    super(detail ?? '')
    this.name = 'ApiError'
  }
}

/** The `detail` of an error body: a string, or the first `msg` of a FastAPI-style list. */
export function detailOf(data: unknown): string | null {
  if (!data || typeof data !== 'object' || !('detail' in data)) return null
  const { detail } = data as { detail: unknown }
  if (typeof detail === 'string') return detail
  if (Array.isArray(detail)) {
    const first = detail[0] as { msg?: unknown } | undefined
    if (typeof first?.msg === 'string') return first.msg
  }
  return null
}

let onUnauthorized: () => void = () => {
  window.location.assign('/login')
}
/** Lets the router decide what a 401 does (navigate to /login without a full reload). */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler
}

export const apiBase = import.meta.env.VITE_API_URL ?? '/api'

const client = ofetch.create({
  baseURL: apiBase,
  retry: 0,
  onRequest({ options }) {
    const token = getToken()
    if (token) options.headers.set('Authorization', `Bearer ${token}`)
  },
})

/** The one client of the app: bearer token in, Spanish `detail` out, 401 back to /login. */
export async function api<T>(path: string, options: FetchOptions<'json'> = {}): Promise<T> {
  try {
    return await client<T>(path, options)
  } catch (error) {
    if (error instanceof FetchError) {
      const status = error.response?.status
      // A 401 on a call made with a token means the session is over; a failed login is just a 401.
      if (status === 401 && getToken()) {
        clearToken()
        onUnauthorized()
      }
      throw new ApiError(status, detailOf(error.data))
    }
    throw new ApiError(undefined, null)
  }
}
