import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Config } from '../../config'
import { DownloadLinks } from './links'
import { LocalStorage } from './local'
import { S3Storage } from './s3'
import type { Storage } from './storage'

/**
 * The bucket when `S3_*` is configured, else `DATA_DIR/files`; download links signed by the server secret either way. The
 * in-memory database of the tests (`DATA_DIR=memory`) gets a throwaway folder, never `./memory` in the checkout.
 */
export function createStorage(config: Pick<Config, 's3' | 'dataDir' | 'jwtSecret'>, clock?: () => Date): Storage {
  const links = new DownloadLinks(config.jwtSecret, clock)
  if (config.s3) return new S3Storage(config.s3, links, clock)
  const root =
    config.dataDir === 'memory'
      ? mkdtempSync(path.join(os.tmpdir(), 'pizarra-files-'))
      : path.join(config.dataDir, 'files')
  return new LocalStorage(root, links)
}
