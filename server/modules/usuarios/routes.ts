import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { userCreate } from '@/api/contract/auth'
import { errorResponse, messageResponse } from '@/api/contract/fields'
import { messages } from '@/domain/messages'
import { usuarios } from '../../db/schema'
import { HttpError } from '../../errors'
import { hashPassword } from '../../security'

const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/usuarios/',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: userCreate, response: { 201: messageResponse, 404: errorResponse, 409: errorResponse } },
    },
    async (request, reply) => {
      const { nombre, email, password, codigo_colegio, rol } = request.body
      const colegio = await app.colegios.findByCode(codigo_colegio)
      if (!colegio) throw new HttpError(404, 'No existe un colegio con ese código. Pídelo a tu UTP.')
      if (await app.accounts.findByEmail(email)) throw new HttpError(409, 'Ya existe una cuenta con ese correo.')
      const passwordHash = await hashPassword(password)
      const inserted = await app.db
        .insert(usuarios)
        .values({ colegioId: colegio.id, nombre, email, passwordHash, rol })
        .onConflictDoNothing()
        .returning({ id: usuarios.id })
      if (inserted.length === 0) throw new HttpError(409, 'Ya existe una cuenta con ese correo.')
      return reply.code(201).send({ message: messages.success.register })
    },
  )
}
export default usuariosRoutes
