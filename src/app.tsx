import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { sessionSnapshot, subscribeSession } from '@/api/session'
import { ErrorDialogHost } from '@/ui/error-dialog'
import { ToastHost } from '@/ui/toast'
import { type AppRouter, createAppRouter } from './router'

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
        <ToastHost />
      </StrictMode>,
    ),
  )
}
