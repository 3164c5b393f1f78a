import pino from 'pino'

/** How often buffered log lines are written at the latest, so that a quiet server's log stays current. */
const flushEveryMs = 1000

/**
 * Where the running server writes its JSON log: standard output through a 32 KiB buffer written
 * asynchronously. A synchronous write per line (pino's default) cost about 100 µs of CPU per request on a
 * virtual machine, as much as a hot route's own work; with 4 KiB a server answering a thousand requests a
 * second still made some 60 writes a second, each a system call on the request path of the event loop.
 * The buffer is written when it fills, at least every second, and when the process exits, crash included
 * (pino flushes an asynchronous destination on exit).
 */
export function bufferedStdout() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 32 * 1024, maxWrite: 64 * 1024 })
  setInterval(() => destination.flush(), flushEveryMs).unref()
  return destination
}
