import { z } from 'zod'
import { passwordMinLength } from '@/domain/catalog'
import { email, nameText, password, typeError } from './fields'

export const userUpdate = z.object({ nombre: nameText('El nombre', 120), email })
export type UserUpdate = z.infer<typeof userUpdate>

export const passwordChange = z.object({
  old_password: z
    .string({ error: typeError('La contraseña actual es obligatoria.', 'La contraseña actual debe ser un texto.') })
    .min(1, 'La contraseña actual es obligatoria.')
    .max(200, 'La contraseña actual es demasiado larga.'),
  new_password: z
    .string({ error: typeError('La nueva contraseña es obligatoria.', 'La nueva contraseña debe ser un texto.') })
    .min(passwordMinLength, `La nueva contraseña debe tener al menos ${passwordMinLength} caracteres.`)
    .max(200, 'La nueva contraseña es demasiado larga.'),
})
export type PasswordChange = z.infer<typeof passwordChange>

/**
 * `POST /auth/reset-password`: the password changed and every other session of the user ended; the
 * session that changed it goes on with this new token (the old one answers 401 from now on).
 */
export const passwordChanged = z.object({
  message: z.string(),
  access_token: z.string(),
  token_type: z.literal('bearer'),
})
export type PasswordChanged = z.infer<typeof passwordChanged>

export const forgotPassword = z.object({ email })
export type ForgotPassword = z.infer<typeof forgotPassword>

export const resetPasswordLink = z.object({
  token: z
    .string({ error: 'Token inválido o expirado.' })
    .trim()
    .min(1, 'Token inválido o expirado.')
    .max(200, 'Token inválido o expirado.'),
  new_password: password,
})
export type ResetPasswordLink = z.infer<typeof resetPasswordLink>
