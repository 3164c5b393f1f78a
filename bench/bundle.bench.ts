import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BenchRow } from './types'

/** Initial JS and CSS of the built app (what index.html loads before any route chunk), gzip. */
export async function run(): Promise<BenchRow[]> {
  const dist = path.resolve('dist')
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(js|css))"/g)].map((m) => ({
    file: m[1]!,
    kind: m[2]!,
  }))
  const size = (kind: string) =>
    assets
      .filter((a) => a.kind === kind)
      .reduce((sum, a) => sum + gzipSync(readFileSync(path.join(dist, a.file))).length, 0) / 1024
  return [
    { name: 'JS inicial (gzip)', value: Math.round(size('js') * 10) / 10, unit: 'KiB', budget: { max: 200 } },
    { name: 'CSS inicial (gzip)', value: Math.round(size('css') * 10) / 10, unit: 'KiB', budget: { max: 30 } },
  ]
}
