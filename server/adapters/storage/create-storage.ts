import path from 'node:path'
import type { Config } from '../../config'
import { LocalStorage } from './local'
import { S3Storage } from './s3'
import type { Storage } from './storage'

/** The bucket when `S3_*` is configured, else `DATA_DIR/files` with URLs signed by the server secret. */
export function createStorage(config: Pick<Config, 's3' | 'dataDir' | 'jwtSecret'>, clock?: () => Date): Storage {
  if (config.s3) return new S3Storage(config.s3, clock)
  return new LocalStorage(path.join(config.dataDir, 'files'), config.jwtSecret, clock)
}
