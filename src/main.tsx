import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster } from 'react-hot-toast'
import { setUnauthorizedHandler } from '@/api/client'
import { ErrorDialogHost } from '@/ui/error-dialog'
import { routeTree } from './routeTree.gen'
import '@/ui/styles.css'

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

setUnauthorizedHandler(() => {
  void router.navigate({ to: '/login' })
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    <ErrorDialogHost />
    <Toaster position="top-right" toastOptions={{ duration: 4000, className: 'toast' }} />
  </StrictMode>,
)
