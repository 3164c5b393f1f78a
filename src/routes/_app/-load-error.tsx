import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { messageOf } from '@/domain/errors'
import { showError } from '@/ui/error-dialog'
import { LoadError } from '@/ui/load-error'

/**
 * The error component of a screen whose loader failed: the server's message (or the screen's
 * fallback) with Reintentar, which runs the loaders again. `dialog` also shows the message in the
 * error dialog, for the screens whose failure the spec shows as an alert (§8).
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
