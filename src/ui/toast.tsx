import { lazy, Suspense, useSyncExternalStore } from 'react'

/**
 * The app's toasts. react-hot-toast is loaded with the first toast, not with the app: evaluating it injects
 * its animations' styles (goober), work that held a phone's main thread during the first seconds of every
 * page (README → Performance). `toast.success`/`toast.error` show a message as react-hot-toast does; the host,
 * `ToastHost`, is mounted once and renders nothing until then.
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
    void load().then((m) => m.toast.success(message))
  },
  error(message: string) {
    void load().then((m) => m.toast.error(message))
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

/** Where the toasts appear; loads react-hot-toast's host with the first toast. */
export function ToastHost() {
  const shown = useSyncExternalStore(subscribe, () => requested)
  return shown ? (
    <Suspense fallback={null}>
      <Toaster position="top-right" toastOptions={{ duration: 4000, className: 'toast' }} />
    </Suspense>
  ) : null
}
