import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { AccountService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    account: AccountService
  }
}

/**
 * The signed-in user's own account and password recovery by mail. On close it waits for the recovery
 * mails under way; registered after `mail`, its onClose hook runs before the mailer closes.
 */
export default fp(
  async (app) => {
    const account = new AccountService({
      db: app.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      clock: app.clock,
      log: app.log,
    })
    app.decorate('account', account)
    app.addHook('onClose', async () => account.settled())
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'cuenta', dependencies: [...apiRouteDependencies, 'config', 'database', 'mail', 'auth'] },
)
