import fp from 'fastify-plugin'
import { createStorage } from '../adapters/storage/create-storage'
import { LocalStorage } from '../adapters/storage/local'
import type { Storage } from '../adapters/storage/storage'

export { localFilesPath } from '../adapters/storage/local'

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage
  }
}

export interface StorageOptions {
  /** By default the S3-compatible bucket when `S3_*` is set, else `DATA_DIR/files`. */
  storage?: Storage | undefined
}

/**
 * The storage when it is the local folder, whose signed downloads `documentos` serves; else null (a bucket
 * serves its own). Modules ask here instead of importing the implementation (`.dependency-cruiser.cjs`).
 */
export const localStorageOf = (storage: Storage) => (storage instanceof LocalStorage ? storage : null)

/** Where generated files live. */
export default fp<StorageOptions>(
  async (app, options) => {
    app.decorate('storage', options.storage ?? createStorage(app.config, app.clock))
  },
  { name: 'storage', dependencies: ['config'] },
)
