import { messageOf } from '@/domain/errors'

/** A piece of a page that may fail on its own without taking the rest of the page down with it. */
export type Part<T> = { ok: true; data: T } | { ok: false; message: string }

/** Awaits one request of a page's loader; a failure becomes the piece's message instead of the page's error. */
export const part = async <T>(promise: Promise<T>, fallback: string): Promise<Part<T>> => {
  try {
    return { ok: true, data: await promise }
  } catch (error) {
    return { ok: false, message: messageOf(error, fallback) }
  }
}
