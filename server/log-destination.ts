import pino from 'pino'

/** How often buffered log lines are written at the latest, so that a quiet server's log stays current. */
const flushEveryMs = 1000

/**
 * Where the running server writes its JSON log: standard output through a small buffer written
 * asynchronously. A synchronous write per line (pino's default) cost about 100 µs of CPU per request on a
 * virtual machine, as much as a hot route's own work. The buffer is written when it holds 4 KiB, at least
 * every second, and when the process exits, crash included (pino flushes an asynchronous destination on
 * exit). It is kept small on purpose: sonic-boom measures the byte length of the chunk it appends to on
 * every line, so a 64 KiB chunk cost 8.6 µs of CPU a line against 3.4 µs with 8 KiB chunks (100,000
 * request lines into /dev/null, writes included); at 4 KiB a busy server makes a few hundred writes a
 * second, each a fraction of that.
 */
export function bufferedStdout() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4 * 1024, maxWrite: 8 * 1024 })
  setInterval(() => destination.flush(), flushEveryMs).unref()
  return destination
}
