import type { ReactNode } from 'react'
import { Button, PageHeader } from './form'

/** A screen whose data did not load: its title, why, Reintentar and any other way out. */
export function LoadError({
  title,
  message,
  onRetry,
  children,
}: {
  title: string
  message: string
  onRetry: () => void
  /** More actions next to Reintentar. */
  children?: ReactNode
}) {
  const retry = (
    <Button variant="secondary" onClick={onRetry}>
      Reintentar
    </Button>
  )
  return (
    <>
      <PageHeader title={title} />
      <div className="alert alert-danger" role="alert">
        <p>{message}</p>
        {children ? (
          <div className="row">
            {retry}
            {children}
          </div>
        ) : (
          retry
        )}
      </div>
    </>
  )
}
