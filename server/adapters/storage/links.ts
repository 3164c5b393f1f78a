import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto'
import {
  type DownloadFile,
  downloadUrlLifetimeSeconds,
  type LinkChecker,
  type LinkHolder,
  type LinkOwner,
  type SignatureCheck,
  storageKeyPattern,
} from './storage'

export type { LinkHolder, SignatureCheck }

/** The part of the signed text that names the holder. */
const holderText = (h: LinkHolder) => `${h.userId}\n${h.sessionId}\n${h.sesionVersion}\n${h.rol}`

/** Expiries are rounded up to a whole minute (see `DownloadLinks.expiry`). */
const expiryStepSeconds = 60
/** Signed query strings kept at most (those of one minute); past that the cache starts again. */
const maxCachedQueries = 50_000

/** The path under the API prefix that serves downloads, whatever the storage. */
export const filesPath = '/files'

/** The key, when it has the shape of one (anything else never reaches the disk, the bucket or a signature). */
export function checkedKey(key: string) {
  if (!storageKeyPattern.test(key)) throw new Error(`clave de archivo inválida: ${key}`)
  return key
}

/**
 * Download links, for the local folder and the bucket alike: a URL under `PUBLIC_URL/api/files/` that carries
 * an expiry, the member and session it was made for, and an HMAC-SHA256 signature made with the server
 * secret over all of it, the key and the download name. It cannot be forged, altered, passed to another member
 * or reused after it expires, and the download route checks the member and the session again before it hands
 * the file over (its bytes, or a redirect to the bucket's presigned URL of a minute).
 */
export class DownloadLinks implements LinkChecker {
  /** The secret as a key object: HMAC does not import raw bytes again for every signature. */
  private readonly key: KeyObject
  /** The query strings signed with `cachedExpiry`, by key and download name. */
  private readonly cachedQueries = new Map<string, string>()
  private cachedExpiry = 0

  constructor(
    secret: Uint8Array,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.key = createSecretKey(secret)
  }

  private sign(key: string, expires: number, name: string, holder: LinkHolder) {
    return createHmac('sha256', this.key)
      .update(`${key}\n${expires}\n${name}\n${holderText(holder)}`)
      .digest('base64url')
  }

  url(key: string, filename: string, owner: LinkOwner): string {
    return this.urlOf(key, filename, owner, this.expiry())
  }

  /** Signed with one expiry and no promise per file: a listing of dozens of documents stays cheap. */
  urls(files: readonly DownloadFile[], owner: LinkOwner): string[] {
    const expires = this.expiry()
    return files.map(({ key, filename }) => this.urlOf(key, filename, owner, expires))
  }

  /**
   * The expiry of a URL signed now: the lifetime, rounded up to the next whole minute. Every listing within
   * a minute signs the same URLs, so their query strings are cached and a listing that did not change
   * keeps its ETag (the browser gets 304 instead of the list again).
   */
  private expiry() {
    const seconds = Math.ceil(this.clock().getTime() / 1000) + downloadUrlLifetimeSeconds
    return Math.ceil(seconds / expiryStepSeconds) * expiryStepSeconds
  }

  private urlOf(key: string, filename: string, owner: LinkOwner, expires: number) {
    return `${owner.origin}/api${filesPath}/${key}?${this.queryOf(key, filename, owner, expires)}`
  }

  /** The signed query string of a file for its holder, from the cache when it was signed with this expiry. */
  private queryOf(key: string, filename: string, holder: LinkHolder, expires: number) {
    if (expires !== this.cachedExpiry || this.cachedQueries.size >= maxCachedQueries) {
      this.cachedQueries.clear()
      this.cachedExpiry = expires
    }
    const id = `${key}\n${filename}\n${holderText(holder)}`
    let query = this.cachedQueries.get(id)
    if (query === undefined) {
      query = new URLSearchParams({
        name: filename,
        expires: String(expires),
        u: String(holder.userId),
        s: holder.sessionId,
        v: String(holder.sesionVersion),
        r: holder.rol,
        signature: this.sign(checkedKey(key), expires, filename, holder),
      }).toString()
      this.cachedQueries.set(id, query)
    }
    return query
  }

  check(key: string, name: string, expires: number, holder: LinkHolder, signature: string): SignatureCheck {
    const expected = Buffer.from(this.sign(key, expires, name, holder))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
    return expires * 1000 < this.clock().getTime() ? 'expired' : 'ok'
  }
}
