/** The session token lives in localStorage under `token`, so a reload keeps the user signed in. */
export const tokenKey = 'token'

export const getToken = () => localStorage.getItem(tokenKey)
export const setToken = (token: string) => localStorage.setItem(tokenKey, token)
export const clearToken = () => localStorage.removeItem(tokenKey)
