import { act, cleanup } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterEach, vi } from 'vitest'
import { closeError } from '@/ui/error-dialog'

// jsdom has no <dialog> behaviour: give it what the error dialog host uses, close event included.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false
  this.dispatchEvent(new Event('close'))
}

// What a test leaves behind in the page's globals goes with it: the files of a worker share one module graph
// (isolate: false): react-hot-toast keeps its toasts in a module-level store, the error dialog its message,
// and a test that fails while on fake timers would leave them to the next file.
afterEach(() => {
  vi.useRealTimers()
  cleanup()
  act(() => {
    toast.remove()
    closeError()
  })
  localStorage.clear()
  sessionStorage.clear()
})
