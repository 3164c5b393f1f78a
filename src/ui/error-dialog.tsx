import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react'

interface ErrorState {
  message: string
  /** Optional extra content under the message, e.g. a link to buy an evaluation. */
  action?: ReactNode
}

let current: ErrorState | null = null
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

/** Shows an error as a modal dialog: every error of the product appears this way, never as a toast. */
export function showError(message: string, action?: ReactNode) {
  current = { message, action }
  emit()
}

export function closeError() {
  current = null
  emit()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The one error dialog of the app, mounted once at the root. A native <dialog>: focus-trapped, Esc closes. */
export function ErrorDialogHost() {
  const error = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (error && !dialog.open) dialog.showModal()
    if (!error && dialog.open) dialog.close()
  }, [error])
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="error-title"
      aria-describedby="error-message"
      onClose={closeError}
    >
      <h2 id="error-title" className="dialog-title">
        <span aria-hidden="true" className="dialog-icon">
          !
        </span>
        Algo salió mal
      </h2>
      <p id="error-message">{error?.message}</p>
      {error?.action}
      <form method="dialog" className="dialog-actions">
        <button type="submit" className="btn btn-primary" autoFocus>
          Entendido
        </button>
      </form>
    </dialog>
  )
}
