import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { archiveName, type BackupResult } from '../../server/backup/backup'
import { archivesToDelete, latestArchive, NightlyBackups, nextRun } from '../../server/backup/nightly'

/**
 * The nightly backup with a moved clock (Vitest's fake timers move `Date` and the timers together): it
 * runs at BACKUP_HOUR in Chile's time, logs each run, retries a failure 15 minutes later, keeps the
 * newest archive of the last 7 days and of the last 4 weeks, and skips a night another instance holds.
 */

let dir: string
const hour = 3
const minute = 60_000

interface Line {
  level: 'info' | 'error'
  message: string
  details: Record<string, unknown>
}

function harness(options: { failures?: number; locked?: () => boolean } = {}) {
  const lines: Line[] = []
  let failures = options.failures ?? 0
  const runs: Date[] = []
  const job = new NightlyBackups({
    dir,
    hour,
    keepDaily: 7,
    keepWeekly: 4,
    clock: () => new Date(),
    retryMs: 15 * minute,
    log: {
      info: (details, message) => lines.push({ level: 'info', message, details: details as Record<string, unknown> }),
      error: (details, message) => lines.push({ level: 'error', message, details: details as Record<string, unknown> }),
    },
    lock: async () => (options.locked?.() ? null : async () => {}),
    backup: async (): Promise<BackupResult> => {
      runs.push(new Date())
      if (failures > 0) {
        failures--
        throw new Error('disco lleno')
      }
      const file = path.join(dir, archiveName(new Date()))
      writeFileSync(file, 'respaldo')
      return { file, bytes: 8, manifest: {} as BackupResult['manifest'] }
    },
  })
  return { job, lines, runs }
}

/**
 * Moves the clock by `ms`, firing the timers due, and waits for a run it started. The run's own work is
 * real I/O that the fake clock does not wait for, so a move should end at the instant a run is due.
 */
async function advance(job: NightlyBackups, ms: number) {
  await vi.advanceTimersByTimeAsync(ms)
  await job.idle()
}

/** To the next 03:00 in Santiago, and its run. */
async function nextNight(job: NightlyBackups) {
  await advance(job, nextRun(new Date(), hour).getTime() - Date.now())
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pizarra-nocturno-'))
})

afterEach(() => {
  vi.useRealTimers()
  rmSync(dir, { recursive: true, force: true })
})

describe('nextRun', () => {
  it('is the next 03:00 in Santiago, across the change of time', () => {
    // 2026-11-25 12:00 UTC is 09:00 in Santiago (summer time, UTC-3): next is 2026-11-26 03:00 -03.
    expect(nextRun(new Date('2026-11-25T12:00:00Z'), 3).toISOString()).toBe('2026-11-26T06:00:00.000Z')
    // 02:59 local: the same night.
    expect(nextRun(new Date('2026-11-26T05:59:00Z'), 3).toISOString()).toBe('2026-11-26T06:00:00.000Z')
    // In winter (UTC-4) 03:00 is 07:00 UTC.
    expect(nextRun(new Date('2026-07-10T12:00:00Z'), 3).toISOString()).toBe('2026-07-11T07:00:00.000Z')
  })
})

describe('NightlyBackups with a moved clock', () => {
  it('makes one archive each night at 03:00 and keeps 7 daily and 4 weekly', async () => {
    vi.useFakeTimers({ now: new Date('2026-09-01T12:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { job, lines, runs } = harness()
    job.start()
    expect(lines[0]).toMatchObject({
      message: 'respaldo nocturno programado',
      details: { proximo: '2026-09-02T07:00:00.000Z' },
    })
    await advance(job, 19 * 60 * minute - 1)
    expect(runs).toHaveLength(0)
    await advance(job, 1)
    expect(runs.map((d) => d.toISOString())).toEqual(['2026-09-02T07:00:00.000Z'])
    expect(readdirSync(dir)).toEqual(['pizarra-20260902-030000.tar.gz'])
    expect(lines.some((l) => l.message === 'respaldo nocturno hecho' && l.details.bytes === 8)).toBe(true)

    // Sixty nights later.
    for (let night = 0; night < 60; night++) await nextNight(job)
    expect(runs).toHaveLength(61)
    const kept = readdirSync(dir).sort()
    // The last 7 nights, plus the newest of each of the 4 latest ISO weeks (some are among the 7).
    const last = runs.at(-1)!
    expect(last.toISOString()).toBe('2026-11-01T06:00:00.000Z') // summer time began on 2026-09-06
    expect(kept).toEqual([
      'pizarra-20261011-030000.tar.gz',
      'pizarra-20261018-030000.tar.gz',
      'pizarra-20261025-030000.tar.gz',
      'pizarra-20261026-030000.tar.gz',
      'pizarra-20261027-030000.tar.gz',
      'pizarra-20261028-030000.tar.gz',
      'pizarra-20261029-030000.tar.gz',
      'pizarra-20261030-030000.tar.gz',
      'pizarra-20261031-030000.tar.gz',
      'pizarra-20261101-030000.tar.gz',
    ])
    expect(lines.filter((l) => l.message === 'respaldo antiguo borrado')).toHaveLength(61 - 10)
    job.stop()
  })

  it('logs a failure and retries it 15 minutes later', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { job, lines, runs } = harness({ failures: 2 })
    job.start()
    await advance(job, 18 * 60 * minute) // 2026-11-26 03:00 in Santiago
    expect(runs).toHaveLength(1)
    const failed = lines.filter((l) => l.level === 'error')
    expect(failed).toHaveLength(1)
    expect(failed[0]).toMatchObject({
      message: 'el respaldo nocturno falló; se reintentará',
      details: { reintento: '2026-11-26T06:15:00.000Z' },
    })
    expect((failed[0]!.details.err as Error).message).toBe('disco lleno')
    expect(readdirSync(dir)).toEqual([])
    await advance(job, 15 * minute)
    expect(runs).toHaveLength(2)
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(2)
    await advance(job, 15 * minute)
    expect(runs.map((d) => d.toISOString())).toEqual([
      '2026-11-26T06:00:00.000Z',
      '2026-11-26T06:15:00.000Z',
      '2026-11-26T06:30:00.000Z',
    ])
    expect(readdirSync(dir)).toEqual(['pizarra-20261126-033000.tar.gz'])
    // Back on the nightly schedule.
    await advance(job, 24 * 60 * minute - 30 * minute)
    expect(runs).toHaveLength(4)
    expect(runs.at(-1)!.toISOString()).toBe('2026-11-27T06:00:00.000Z')
    job.stop()
  })

  it('skips a night another instance holds, and one whose archive is already there', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    let locked = true
    const { job, lines, runs } = harness({ locked: () => locked })
    job.start()
    await advance(job, 18 * 60 * minute)
    expect(runs).toHaveLength(0)
    expect(lines.at(-2)?.message).toBe('respaldo nocturno: otra instancia lo está haciendo')
    locked = false
    writeFileSync(path.join(dir, 'pizarra-20261127-030001.tar.gz'), 'de otra instancia')
    await advance(job, 24 * 60 * minute)
    expect(runs).toHaveLength(0)
    expect(lines.some((l) => l.message === 'respaldo nocturno: ya hecho esta noche')).toBe(true)
    await advance(job, 24 * 60 * minute)
    expect(runs).toHaveLength(1)
    job.stop()
  })
})

describe('retention and the latest archive', () => {
  it('keeps the newest of each day and week', () => {
    const names = [
      'pizarra-20261125-030000.tar.gz',
      'pizarra-20261125-101500.tar.gz',
      'pizarra-20261124-030000.tar.gz',
      'otro-archivo.tar.gz',
    ]
    expect(archivesToDelete(names, 1, 0)).toEqual(['pizarra-20261125-030000.tar.gz', 'pizarra-20261124-030000.tar.gz'])
    expect(archivesToDelete(names, 2, 1)).toEqual(['pizarra-20261125-030000.tar.gz'])
  })

  it('answers the newest archive with its size, or null', async () => {
    expect(await latestArchive(path.join(dir, 'no-existe'))).toBeNull()
    writeFileSync(path.join(dir, 'pizarra-20261124-030000.tar.gz'), 'uno')
    writeFileSync(path.join(dir, 'pizarra-20261125-030000.tar.gz'), 'cuatro')
    expect(await latestArchive(dir)).toMatchObject({ bytes: 6 })
  })
})
