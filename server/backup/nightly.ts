/**
 * The nightly backup of the running app: one archive at `hour`:00 in Chile's time (America/Santiago),
 * then the retention (the newest archive of each of the last `keepDaily` days and of each of the last
 * `keepWeekly` ISO weeks stay, older ones are deleted). Every run is logged; a failure is logged as an
 * error and retried `retryMs` later (15 minutes), until it succeeds or the next night's run is due.
 *
 * With several instances on one database only one makes it: the run holds a PostgreSQL advisory lock, an
 * instance that cannot take it skips the night, and so does one that finds this night's archive already
 * in the backup folder (a BACKUP_DIR shared by the instances).
 */
import { readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { TZDate } from '@date-fns/tz'
import { addDays, format, getISOWeek, getISOWeekYear } from 'date-fns'
import type pg from 'pg'
import { schoolTimeZone } from '@/domain/attendance'
import { archivePattern, type BackupResult } from './backup'

/** Any constant, other than the migrations' key: the advisory lock of the nightly backup. */
export const nightlyLockKey = 7_140_215_021

export interface NightlyLog {
  info(details: object, message: string): void
  error(details: object, message: string): void
}

export interface NightlyOptions {
  dir: string
  hour: number
  keepDaily: number
  keepWeekly: number
  clock: () => Date
  log: NightlyLog
  /** Makes one archive in `dir`. */
  backup: () => Promise<BackupResult>
  /** Takes the instances' lock; answers how to release it, or null when another instance holds it. */
  lock: () => Promise<(() => Promise<void>) | null>
  retryMs?: number
}

/** The first `hour`:00 in Chile strictly after `now`. */
export function nextRun(now: Date, hour: number): Date {
  const local = new TZDate(now.getTime(), schoolTimeZone)
  let day = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), hour, 0, 0, schoolTimeZone)
  while (day.getTime() <= now.getTime()) {
    const next = addDays(day, 1)
    day = new TZDate(next.getFullYear(), next.getMonth(), next.getDate(), hour, 0, 0, schoolTimeZone)
  }
  return new Date(day.getTime())
}

/** The archives in `dir`, newest first (their names hold the moment, in Chile's time). */
export async function listArchives(dir: string): Promise<string[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return names.filter((n) => archivePattern.test(n)).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
}

/** The newest archive's time and size, for Configuración. */
export async function latestArchive(dir: string): Promise<{ fecha: string; bytes: number } | null> {
  const [newest] = await listArchives(dir)
  if (!newest) return null
  const info = await stat(path.join(dir, newest))
  return { fecha: info.mtime.toISOString(), bytes: info.size }
}

/** Which archives the retention deletes: all but the newest of each of the last days and ISO weeks. */
export function archivesToDelete(names: readonly string[], keepDaily: number, keepWeekly: number): string[] {
  const sorted = [...names].filter((n) => archivePattern.test(n)).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
  const keep = new Set<string>()
  const days = new Set<string>()
  const weeks = new Set<string>()
  for (const name of sorted) {
    const day = archivePattern.exec(name)![1]!
    const date = new Date(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)))
    const week = `${getISOWeekYear(date)}-${getISOWeek(date)}`
    if (!days.has(day) && days.size < keepDaily) {
      days.add(day)
      keep.add(name)
    }
    if (!weeks.has(week) && weeks.size < keepWeekly) {
      weeks.add(week)
      keep.add(name)
    }
    // An older archive of a day or week already kept is not the newest of it.
    days.add(day)
    weeks.add(week)
  }
  return sorted.filter((n) => !keep.has(n))
}

export class NightlyBackups {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = false
  private readonly retryMs: number

  constructor(private readonly options: NightlyOptions) {
    this.retryMs = options.retryMs ?? 15 * 60_000
  }

  start() {
    this.scheduleNight()
  }

  stop() {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
  }

  /** Resolves when no run is in progress (tests, and a clean shutdown). */
  async idle() {
    await this.running
  }

  private schedule(at: Date, slot: Date) {
    if (this.stopped) return
    if (this.timer) clearTimeout(this.timer)
    const delay = Math.max(0, at.getTime() - this.options.clock().getTime())
    this.timer = setTimeout(() => {
      // A timer may fire early when the clock moved: wait for the instant itself.
      if (this.options.clock().getTime() < at.getTime()) return this.schedule(at, slot)
      this.running = this.run(slot).finally(() => {
        this.running = undefined
      })
    }, delay)
    this.timer.unref()
  }

  private scheduleNight() {
    const at = nextRun(this.options.clock(), this.options.hour)
    this.options.log.info({ proximo: at.toISOString() }, 'respaldo nocturno programado')
    this.schedule(at, at)
  }

  private async run(slot: Date) {
    const { dir, log, clock } = this.options
    const night = format(new TZDate(slot.getTime(), schoolTimeZone), 'yyyyMMdd')
    let release: (() => Promise<void>) | null = null
    try {
      release = await this.options.lock()
      if (!release) {
        log.info({ dir }, 'respaldo nocturno: otra instancia lo está haciendo')
        return this.scheduleNight()
      }
      const done = (await listArchives(dir)).find((n) => {
        const match = archivePattern.exec(n)
        return match && match[1] === night && Number(match[2]!.slice(0, 2)) >= this.options.hour
      })
      if (done) {
        log.info({ archivo: path.join(dir, done) }, 'respaldo nocturno: ya hecho esta noche')
        return this.scheduleNight()
      }
      const started = clock().getTime()
      const result = await this.options.backup()
      log.info(
        { archivo: result.file, bytes: result.bytes, ms: clock().getTime() - started },
        'respaldo nocturno hecho',
      )
      for (const name of archivesToDelete(await listArchives(dir), this.options.keepDaily, this.options.keepWeekly)) {
        await unlink(path.join(dir, name))
        log.info({ archivo: path.join(dir, name) }, 'respaldo antiguo borrado')
      }
      this.scheduleNight()
    } catch (err) {
      const next = nextRun(clock(), this.options.hour)
      const retry = new Date(Math.min(clock().getTime() + this.retryMs, next.getTime()))
      log.error({ err, reintento: retry.toISOString() }, 'el respaldo nocturno falló; se reintentará')
      if (retry.getTime() < next.getTime()) this.schedule(retry, slot)
      else this.schedule(next, next)
    } finally {
      await release?.().catch(() => {})
    }
  }
}

/** The instances' lock on PostgreSQL: a session advisory lock held on one connection while the run lasts. */
export function advisoryLock(pool: pg.Pool) {
  return async () => {
    const client = await pool.connect()
    try {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [nightlyLockKey])
      if (!rows[0]?.ok) {
        client.release()
        return null
      }
    } catch (error) {
      client.release()
      throw error
    }
    return async () => {
      try {
        await client.query('select pg_advisory_unlock($1)', [nightlyLockKey])
      } finally {
        client.release()
      }
    }
  }
}
