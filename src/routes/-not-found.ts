import { notFound } from '@tanstack/react-router'
import { api } from '@/api/client'
import { readId } from '@/domain/ids'

/** The HTTP status of an API or ofetch error, if it has one. */
const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined

/**
 * A loader's request whose 404 means the record is not of this school (or does not exist): the
 * route's not-found component is shown instead of an error. Any other failure is rethrown as is.
 */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise
  } catch (error) {
    if (statusOf(error) === 404) throw notFound()
    throw error
  }
}

/**
 * A record id of the URL, read as the server reads it (`readId`: digits only). Another spelling ("18.0",
 * "+18", "1e1") is never turned into a number here: the text goes to the server as typed, to `apiPath`
 * (the record's own address, e.g. `/alumnos/`), and the server decides. It refuses it: a member who sees
 * only their courses gets the same 403 as for a record outside them (the "Sin acceso" screen, and a line in
 * the Registro de accesos); anyone else a 422, shown as the route's not-found screen.
 */
export async function recordId(param: string, apiPath: string): Promise<number> {
  const id = readId(param)
  if (id !== undefined) return id
  try {
    await api(`${apiPath}${encodeURIComponent(param)}`)
  } catch (error) {
    if (statusOf(error) === 403) throw error
  }
  throw notFound()
}
