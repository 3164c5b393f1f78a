import { api } from './client'
import type { ForgotPassword, PasswordChange, PasswordChanged, ResetPasswordLink, UserUpdate } from './contract/cuenta'
import type { MessageResponse } from './contract/fields'

export const updateProfile = (data: UserUpdate) =>
  api<MessageResponse>('/usuarios/actualizar', { method: 'PUT', body: data })

/** Changes the password; every other session ends and this one goes on with the new token it answers. */
export const changePassword = (data: PasswordChange) =>
  api<PasswordChanged>('/auth/reset-password', { method: 'POST', body: data })

/** Asks for a recovery link; the answer is the same whether the email has an account or not. */
export const requestPasswordReset = (data: ForgotPassword) =>
  api<MessageResponse>('/auth/forgot-password', { method: 'POST', body: data })

export const resetPasswordWithToken = (data: ResetPasswordLink) =>
  api<MessageResponse>('/auth/reset-password-link', { method: 'POST', body: data })
