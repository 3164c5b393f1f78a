import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { ApiError } from '@/api/client'

/**
 * The router's default error component: a screen whose loading failed, with the server's message
 * and Reintentar, which runs the loaders again.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  // A 401 has already ended the session and is on its way to /login: nothing to show meanwhile.
  if (error instanceof ApiError && error.status === 401) return null
  return (
    <main className="center-page">
      <div className="card narrow" role="alert">
        <h1>No se pudo cargar la página</h1>
        <p>{(error instanceof Error && error.message) || 'Revisa tu conexión e inténtalo de nuevo.'}</p>
        <button type="button" className="btn btn-primary" onClick={() => void router.invalidate()}>
          Reintentar
        </button>
      </div>
    </main>
  )
}

/** The router's default not-found component: an unknown address, or a record not of this school. */
export function RouteNotFound() {
  return (
    <main className="center-page">
      <div className="card narrow">
        <h1>Página no encontrada</h1>
        <p>La dirección que abriste no existe en Pizarra.</p>
        <Link to="/" className="btn btn-primary">
          Volver al inicio
        </Link>
      </div>
    </main>
  )
}
