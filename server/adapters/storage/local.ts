import { createHmac, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type DownloadFile, downloadUrlLifetimeSeconds, type Storage, storageKeyPattern } from './storage'

export type SignatureCheck = 'ok' | 'expired' | 'invalid'

/** The path under the API prefix that serves local files. */
export const localFilesPath = '/files'

/** The key, when it has the shape of one (anything else never reaches the disk or a signature). */
function checked(key: string) {
  if (!storageKeyPattern.test(key)) throw new Error(`clave de archivo inválida: ${key}`)
  return key
}

/**
 * Files in a folder on disk (`DATA_DIR/files`). Download URLs carry an expiry and an HMAC-SHA256 signature
 * made with the server secret over the key, the expiry and the download name, so they cannot be forged,
 * altered or reused after they expire.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const

  constructor(
    private readonly root: string,
    private readonly secret: Uint8Array,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private pathOf(key: string) {
    return path.join(this.root, checked(key))
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    const file = this.pathOf(key)
    await mkdir(path.dirname(file), { recursive: true })
    // Write then rename, so a reader never sees half a file.
    const partial = `${file}.partial`
    await writeFile(partial, body)
    await rename(partial, file)
  }

  /** The file's bytes, or null when there is no such file. */
  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  private sign(key: string, expires: number, name: string) {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}\n${name}`).digest('base64url')
  }

  async signedUrl(key: string, filename: string, origin: string): Promise<string> {
    return this.urlOf(key, filename, origin, this.expiry())
  }

  /** Signed with one expiry and no promise per file: a listing of dozens of documents stays cheap. */
  async signedUrls(files: readonly DownloadFile[], origin: string): Promise<string[]> {
    const expires = this.expiry()
    return files.map(({ key, filename }) => this.urlOf(key, filename, origin, expires))
  }

  private expiry() {
    return Math.floor(this.clock().getTime() / 1000) + downloadUrlLifetimeSeconds
  }

  private urlOf(key: string, filename: string, origin: string, expires: number) {
    const query = new URLSearchParams({
      name: filename,
      expires: String(expires),
      signature: this.sign(checked(key), expires, filename),
    })
    return `${origin}/api${localFilesPath}/${key}?${query}`
  }

  check(key: string, name: string, expires: number, signature: string): SignatureCheck {
    const expected = Buffer.from(this.sign(key, expires, name))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
    return expires * 1000 < this.clock().getTime() ? 'expired' : 'ok'
  }
}
