import { RouterProvider } from '@tanstack/react-router'
import { lazy, StrictMode, Suspense, startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { sessionSnapshot, subscribeSession } from '@/api/session'
import { ErrorDialogHost } from '@/ui/error-dialog'
import { type AppRouter, createAppRouter } from './router'

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })))

/**
 * The toasts' host, mounted once the page is idle: it injects its styles when it renders, work a phone's first
 * seconds do not need. A toast raised before it mounts waits in react-hot-toast's store and shows then.
 */
function IdleToaster() {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const ready = () => startTransition(() => setIdle(true))
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(ready, { timeout: 2000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = setTimeout(ready, 500)
    return () => clearTimeout(id)
  }, [])
  return idle ? (
    <Suspense fallback={null}>
      <Toaster position="top-right" toastOptions={{ duration: 4000, className: 'toast' }} />
    </Suspense>
  ) : null
}

/** The router with the current session in its context. */
function App({ router }: { router: AppRouter }) {
  const session = useSyncExternalStore(subscribeSession, sessionSnapshot)
  return <RouterProvider router={router} context={{ session }} />
}

/** Creates the router and renders the app into `container`. */
export function startApp(container: HTMLElement) {
  const router = createAppRouter()
  // The first render is a transition: React renders it in slices of a few milliseconds, so a phone's main
  // thread is never held for long while the app starts (README → Performance).
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
        <ErrorDialogHost />
        <IdleToaster />
      </StrictMode>,
    ),
  )
}
