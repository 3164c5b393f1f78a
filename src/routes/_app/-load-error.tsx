import { Link, useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { messageOf } from '@/domain/errors'
import { showError } from '@/ui/error-dialog'
import { Card, PageHeader } from '@/ui/form'
import { LoadError } from '@/ui/load-error'
import { isPendingRefusal, NotAllowed, PendingApproval, roleRefusalOf } from '../-access'
import { sessionEnded } from '../-fallbacks'

/**
 * The error component of a screen whose load failure has its own words: the product fixes the
 * fallback message of some screens (Configuración, Estado de evaluaciones, Solicitudes, Reuniones).
 * Every other screen uses the router's default (`RouteError` in routes/-fallbacks.tsx). Shows the
 * server's message (or the screen's fallback) under the screen's title, with Reintentar, which runs
 * the loaders again; `dialog` also shows the message in the error dialog, for the screens whose load
 * failure is announced as an alert.
 */
export function RouteLoadError({
  error,
  title,
  fallback,
  dialog,
  children,
}: {
  error: unknown
  title: string
  fallback: string
  dialog?: boolean
  children?: ReactNode
}) {
  const router = useRouter()
  const message = messageOf(error, fallback)
  const ended = sessionEnded(error)
  const pending = isPendingRefusal(error)
  const refusal = roleRefusalOf(error)
  useEffect(() => {
    if (dialog && !ended && !pending && !refusal) showError(message)
  }, [dialog, ended, pending, refusal, message])
  if (ended) return null
  if (pending) return <PendingApproval />
  if (refusal) return <NotAllowed message={refusal} />
  return (
    <LoadError title={title} message={message} onRetry={() => void router.invalidate()}>
      {children}
    </LoadError>
  )
}

/**
 * The not-found screen of a record route (`recordId`, `orNotFound`): says which record is missing and
 * leads back to its list, where the router's default can only say that the address does not exist.
 */
export function RecordNotFound(props: {
  title: string
  message: string
  back: { to: '/cursos' | '/alumnos' | '/solicitudes' | '/mis-documentos' | '/mi-dia'; label: string }
}) {
  return (
    <>
      <PageHeader title={props.title} />
      <Card>
        <p>{props.message}</p>
        <Link to={props.back.to} className="btn btn-primary">
          {props.back.label}
        </Link>
      </Card>
    </>
  )
}
