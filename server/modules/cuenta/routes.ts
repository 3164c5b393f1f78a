import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { forgotPassword, passwordChange, passwordChanged, resetPasswordLink, userUpdate } from '@/api/contract/cuenta'
import { errorResponse, messageResponse } from '@/api/contract/fields'
import { messages } from '@/domain/messages'
import { currentUser } from '../../plugins/authenticate'

/** The same answer for every email, known or not, so that the form does not reveal who has an account. */
const forgotPasswordAnswer =
  'Si el correo está registrado en Pizarra, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada y la carpeta de spam.'

const cuentaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/usuarios/actualizar',
    {
      config: { capability: 'documentos' },
      schema: { body: userUpdate, response: { 200: messageResponse, 409: errorResponse } },
    },
    async (request) => {
      await app.account.updateProfile(currentUser(request).userId, request.body)
      return { message: messages.success.userUpdated }
    },
  )

  app.post(
    '/auth/reset-password',
    {
      config: { capability: 'documentos', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: passwordChange, response: { 200: passwordChanged, 400: errorResponse } },
    },
    async (request) => {
      const { old_password, new_password } = request.body
      const user = currentUser(request)
      const version = await app.account.changePassword(user.userId, old_password, new_password)
      // Every other session ends; this one goes on with a token of the new version.
      app.sessions.forgetUser(user.userId)
      const access_token = await app.auth.tokenFor(user, version)
      return { message: messages.success.passwordChanged, access_token, token_type: 'bearer' as const }
    },
  )

  app.post(
    '/auth/forgot-password',
    {
      config: { public: true, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { body: forgotPassword, response: { 200: messageResponse } },
    },
    async (request) => {
      await app.account.requestReset(request.body.email)
      return { message: forgotPasswordAnswer }
    },
  )

  app.post(
    '/auth/reset-password-link',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: resetPasswordLink, response: { 200: messageResponse, 400: errorResponse } },
    },
    async (request) => {
      app.sessions.forgetUser(await app.account.resetWithToken(request.body.token, request.body.new_password))
      return { message: messages.success.passwordChanged }
    },
  )
}
export default cuentaRoutes
