import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster } from 'react-hot-toast'
import { sessionSnapshot, subscribeSession } from '@/api/session'
import { ErrorDialogHost } from '@/ui/error-dialog'
import { createAppRouter } from './router'
import '@/ui/styles.css'

const router = createAppRouter()

/** The router with the current session in its context. */
function App() {
  const session = useSyncExternalStore(subscribeSession, sessionSnapshot)
  return <RouterProvider router={router} context={{ session }} />
}

// The first render is a transition: React renders it in slices of a few milliseconds, so a phone's main thread
// is never held for long while the app starts (Lighthouse's total blocking time, README → Performance).
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
      <ErrorDialogHost />
      <Toaster position="top-right" toastOptions={{ duration: 4000, className: 'toast' }} />
    </StrictMode>,
  ),
)
