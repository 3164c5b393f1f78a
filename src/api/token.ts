/** The session token lives in localStorage under `token` (spec §4). */
const key = 'token'

export const getToken = () => localStorage.getItem(key)
export const setToken = (token: string) => localStorage.setItem(key, token)
export const clearToken = () => localStorage.removeItem(key)
export const hasToken = () => Boolean(getToken())
