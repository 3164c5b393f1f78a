import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, useSyncExternalStore } from 'react'
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
    <ErrorDialogHost />
    <Toaster position="top-right" toastOptions={{ duration: 4000, className: 'toast' }} />
  </StrictMode>,
)
