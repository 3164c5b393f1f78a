import { Link, useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { messageOf } from '@/domain/errors'
import { showError } from '@/ui/error-dialog'
import { Card, PageHeader } from '@/ui/form'
import { LoadError } from '@/ui/load-error'

/**
 * The error component of a screen whose loader failed: the server's message (or the screen's
 * fallback) with Reintentar, which runs the loaders again. `dialog` also shows the message in the
 * error dialog, for the screens whose load failure is shown as an alert.
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
  useEffect(() => {
    if (dialog) showError(message)
  }, [dialog, message])
  return (
    <LoadError title={title} message={message} onRetry={() => void router.invalidate()}>
      {children}
    </LoadError>
  )
}

/** A screen for a record that is not of this school, with the way back to its list. */
export function RecordNotFound(props: {
  title: string
  message: string
  back: { to: '/cursos' | '/alumnos' | '/solicitudes' | '/mis-documentos'; label: string }
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
