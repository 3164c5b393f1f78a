import { api } from './client'
import type { ColegioLookup, LoginForm, Me, TokenResponse, UserCreate } from './contract/auth'
import type { MessageResponse } from './contract/fields'

export const logIn = ({ username, password }: LoginForm) =>
  api<TokenResponse>('/auth/login', { method: 'POST', body: new URLSearchParams({ username, password }) })

export const getMe = () => api<Me>('/auth/me')

export const registerUser = (data: UserCreate) => api<MessageResponse>('/usuarios/', { method: 'POST', body: data })

export const lookUpSchool = (codigo: string) => api<ColegioLookup>(`/colegios/${encodeURIComponent(codigo.trim())}`)

/** "Cerrar sesión": ends this session on the server (204); its token is refused from then on. */
export const logOutOnServer = () => api<void>('/auth/logout', { method: 'POST' })

/** Ends every session of the user, this one included (204): sign out locally afterwards. */
export const closeAllSessions = () => api<void>('/auth/cerrar-sesiones', { method: 'POST' })
