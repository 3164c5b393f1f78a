import fp from 'fastify-plugin'
import { createStorage } from '../adapters/storage/create-storage'
import type { Storage } from '../adapters/storage/storage'

export { filesPath } from '../adapters/storage/links'

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage
  }
}

export interface StorageOptions {
  /** By default the S3-compatible bucket when `S3_*` is set, else `DATA_DIR/files`. */
  storage?: Storage | undefined
}

/** Where generated files live. */
export default fp<StorageOptions>(
  async (app, options) => {
    app.decorate('storage', options.storage ?? createStorage(app.config, app.clock))
  },
  { name: 'storage', dependencies: ['config'] },
)
