import { randomUUID } from 'node:crypto'

export const docxContentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** How long a download URL stays valid; listings renew it. */
export const downloadUrlLifetimeSeconds = 60 * 60

/**
 * Where generated files live: by default (no setup) `DATA_DIR/files` served by signed, expiring
 * URLs, or an S3-compatible bucket with presigned URLs. Keys are `<colegioId>/<uuid>.docx`.
 */
export interface Storage {
  readonly kind: 'local' | 's3'
  put(key: string, body: Uint8Array, contentType: string): Promise<void>
  /** The file's bytes, or null when there is no such file (the school's export reads them). */
  read(key: string): Promise<Uint8Array | null>
  /**
   * A URL the browser can open without the bearer token, valid for at least `downloadUrlLifetimeSeconds`, that
   * downloads the file as `filename`, for `owner` only: local files' links carry the member and the session
   * and are checked against them on download (the bucket's presigned URLs cannot be).
   */
  signedUrl(key: string, filename: string, owner: LinkOwner): Promise<string>
  /** `signedUrl` of several files at once, in their order (a listing signs all its rows together). */
  signedUrls(files: readonly DownloadFile[], owner: LinkOwner): Promise<string[]>
  /** Deletes the files; a key with no file is no error (a retried deletion finishes the job). */
  delete(keys: readonly string[]): Promise<void>
}

/**
 * Whom a download link is signed for, and where it points: `origin` is `PUBLIC_URL` (never the request's Host
 * header); the member, the session and its version, and the role, are checked again when the link is opened.
 */
export interface LinkOwner {
  origin: string
  userId: number
  sessionId: string
  sesionVersion: number
  rol: string
}

/** A stored file and the name it downloads as. */
export interface DownloadFile {
  key: string
  filename: string
}

/** A fresh storage key for a school's file. */
export const newStorageKey = (colegioId: number, extension = 'docx') => `${colegioId}/${randomUUID()}.${extension}`

/** The shape every key has; anything else is refused before it reaches the disk or the bucket. */
export const storageKeyPattern = /^\d{1,10}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.docx$/
