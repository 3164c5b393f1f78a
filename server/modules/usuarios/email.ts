import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { usuarios } from '../../db/schema'

export const emailTaken = 'Ya existe una cuenta con ese correo.'

/** The condition "this user's email is `email`": emails are compared without case. */
export const emailIs = (email: string) => eq(sql`lower(${usuarios.email})`, email.toLowerCase())

/** The user with that email (any case), if any. */
export const findUserByEmail = (db: Db, email: string) => db.query.usuarios.findFirst({ where: emailIs(email) })
