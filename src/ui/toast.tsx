import { lazy, Suspense, useSyncExternalStore } from 'react'
import { useMediaQuery } from './use-media-query'

/**
 * The app's toasts. react-hot-toast is loaded with the first toast, not with the app: evaluating it injects
 * its animations' styles (goober), work that held a phone's main thread during the first seconds of every
 * page (README → Performance). `toast.success`/`toast.error` show a message as react-hot-toast does; the host,
 * `ToastHost`, is mounted once and renders nothing until then. A message already on screen is not stacked
 * again: the same message replaces it (its id is its text) and its time starts over.
 */
let lib: Promise<typeof import('react-hot-toast')> | undefined
let requested = false
const listeners = new Set<() => void>()

function load() {
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  lib ??= import('react-hot-toast')
  return lib
}

export const toast = {
  success(message: string) {
    void load().then((m) => m.toast.success(message, { id: message }))
  },
  error(message: string) {
    void load().then((m) => m.toast.error(message, { id: message }))
  },
  /** Takes every toast off the screen (none was shown before the first). */
  remove() {
    void lib?.then((m) => m.toast.remove())
  },
}

const Toaster = lazy(() => load().then((m) => ({ default: m.Toaster })))

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Where the toasts appear; loads react-hot-toast's host with the first toast. On a wide screen they rise
 * from the bottom right corner: at the top right they covered the generator's result panel and its
 * download button (and a pointer over a toast pauses it, so it stayed there). On a phone, whose result
 * panel is scrolled up from below, they come down from the top (the layout's breakpoint).
 */
export function ToastHost() {
  const shown = useSyncExternalStore(subscribe, () => requested)
  const phone = useMediaQuery('(max-width: 860px)')
  return shown ? (
    <Suspense fallback={null}>
      <Toaster position={phone ? 'top-center' : 'bottom-right'} toastOptions={{ duration: 4000, className: 'toast' }} />
    </Suspense>
  ) : null
}
