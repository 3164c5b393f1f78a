import fp from 'fastify-plugin'
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
  },
  { name: 'account', dependencies: ['config', 'database', 'mail'] },
)
