import fp from 'fastify-plugin'
import type { Config } from '../config'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    /** The current instant: quota months, "today" in Chile, token expiry. Tests move it. */
    clock: () => Date
  }
}

export interface ConfigOptions {
  config: Config
  clock?: (() => Date) | undefined
}

/** The loaded configuration and the clock every service reads the time from. */
export default fp<ConfigOptions>(
  async (app, options) => {
    app.decorate('config', options.config)
    app.decorate('clock', options.clock ?? (() => new Date()))
  },
  { name: 'config' },
)
