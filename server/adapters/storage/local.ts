import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { checkedKey, type DownloadLinks } from './links'
import type { DownloadFile, LinkOwner, Storage, StoredDownload } from './storage'

/**
 * Files in a folder on disk (`DATA_DIR/files`), downloaded through the signed links of `DownloadLinks`: the
 * download route checks the link, the member and the session, then sends the bytes (tests/api/sesiones.test.ts).
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const

  constructor(
    private readonly root: string,
    readonly links: DownloadLinks,
  ) {}

  private pathOf(key: string) {
    return path.join(this.root, checkedKey(key))
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    const file = this.pathOf(key)
    await mkdir(path.dirname(file), { recursive: true })
    // Write then rename, so a reader never sees half a file.
    const partial = `${file}.partial`
    await writeFile(partial, body)
    await rename(partial, file)
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) await rm(this.pathOf(key), { force: true })
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

  async signedUrl(key: string, filename: string, owner: LinkOwner): Promise<string> {
    return this.links.url(key, filename, owner)
  }

  async signedUrls(files: readonly DownloadFile[], owner: LinkOwner): Promise<string[]> {
    return this.links.urls(files, owner)
  }

  /** The bytes themselves: the route sends them once the link is checked. */
  async download(key: string): Promise<StoredDownload | null> {
    const body = await this.read(key)
    return body ? { body } : null
  }
}
