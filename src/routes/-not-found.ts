import { notFound } from '@tanstack/react-router'

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

/** A record id of the URL: a positive integer, else the route's not-found component. */
export function recordId(param: string): number {
  const id = Number(param)
  if (!Number.isInteger(id) || id <= 0) throw notFound()
  return id
}
