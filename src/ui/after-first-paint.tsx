import { type ReactNode, startTransition, useEffect, useState } from 'react'

/**
 * Renders `children` just after the rest of the page, in a transition: React renders them in slices of a few
 * milliseconds and lets the browser answer taps between slices, instead of holding a phone's main thread for
 * the whole page at once (the router renders a page synchronously when its data arrives). The page's header
 * paints first; the body follows within the same second. Only the first render waits: afterwards the children
 * update as usual.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => startTransition(() => setShown(true)), [])
  return shown ? children : null
}
