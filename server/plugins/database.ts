import fp from 'fastify-plugin'
import type { Database, Db } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database: its kind and a ping for the health check. Its owner closes it. */
    database: Database
    /** The Drizzle query builder of `database`. */
    db: Db
  }
}

export interface DatabaseOptions {
  database: Database
}

/** The database the app was given (opened and migrated by its caller, which also closes it). */
export default fp<DatabaseOptions>(
  async (app, options) => {
    app.decorate('database', options.database)
    app.decorate('db', options.database.db)
  },
  { name: 'database' },
)
