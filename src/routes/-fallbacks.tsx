import { type ErrorComponentProps, Link, useMatch, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ApiError } from '@/api/client'
import { messageOf } from '@/domain/errors'
import { Card, PageHeader } from '@/ui/form'
import { LoadError } from '@/ui/load-error'
import { isPendingRefusal, NotAllowed, PendingApproval, roleRefusalOf } from './-access'

/** A 401 has already ended the session and is on its way to /login: a fallback shows nothing meanwhile. */
export const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401

/**
 * Whether the fallback is drawn in the app's content area (a screen under the sidebar failed) or is the
 * whole page (the layout itself, a public screen, an unknown address).
 */
const useInLayout = () => useMatch({ strict: false, select: (match) => String(match.routeId).startsWith('/_app/') })

/** A fallback that is the whole page: a centred card. */
function WholePage({ alert, children }: { alert?: boolean; children: ReactNode }) {
  return (
    <main className="center-page">
      <div className="card narrow" role={alert ? 'alert' : undefined}>
        {children}
      </div>
    </main>
  )
}

const loadFailed = 'No se pudo cargar la página'
const offline = 'Revisa tu conexión e inténtalo de nuevo.'

/**
 * The router's error component, for every route that does not name its own: a screen whose loading
 * failed, with the server's message (or a generic one) and Reintentar, which runs the loaders again.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const inLayout = useInLayout()
  if (sessionEnded(error)) return null
  // A member waiting for approval asked for a school record: a calm notice, not a failure.
  if (inLayout && isPendingRefusal(error)) return <PendingApproval />
  const refusal = roleRefusalOf(error)
  if (inLayout && refusal) return <NotAllowed message={refusal} />
  const retry = () => void router.invalidate()
  if (inLayout) return <LoadError title={loadFailed} message={messageOf(error, offline)} onRetry={retry} />
  return (
    <WholePage alert>
      <h1>{loadFailed}</h1>
      <p>{messageOf(error, offline)}</p>
      <button type="button" className="btn btn-primary" onClick={retry}>
        Reintentar
      </button>
    </WholePage>
  )
}

/**
 * The router's not-found component: an unknown address, or a record (`recordId`, `orNotFound`) on a
 * route that does not say which record it is.
 */
export function RouteNotFound() {
  const inLayout = useInLayout()
  const text = <p>La dirección que abriste no existe en Pizarra.</p>
  const home = (
    <Link to="/" className="btn btn-primary">
      Volver al inicio
    </Link>
  )
  if (inLayout)
    return (
      <>
        <PageHeader title="Página no encontrada" />
        <Card>
          {text}
          {home}
        </Card>
      </>
    )
  return (
    <WholePage>
      <h1>Página no encontrada</h1>
      {text}
      {home}
    </WholePage>
  )
}
