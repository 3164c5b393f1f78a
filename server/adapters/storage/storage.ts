import { randomUUID } from 'node:crypto'

export const docxContentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** How long a download URL stays valid; listings renew it. */
export const downloadUrlLifetimeSeconds = 60 * 60

/** How long the bucket's presigned URL lives, handed over only after the download route checked the link. */
export const presignedUrlLifetimeSeconds = 60

/** What the download route hands over once the link is checked: the file's bytes, or a URL of a minute. */
export type StoredDownload = { body: Uint8Array } | { redirect: string }

/**
 * Where generated files live: by default (no setup) `DATA_DIR/files`, or an S3-compatible bucket. Either way
 * the browser gets a signed, expiring link to the API (`links`), checked on download against the member and
 * the session it was made for. Keys are `<colegioId>/<uuid>.docx`.
 */
export interface Storage {
  readonly kind: 'local' | 's3'
  /** The checker of download links (`DownloadLinks` of `links.ts`). */
  readonly links: LinkChecker
  put(key: string, body: Uint8Array, contentType: string): Promise<void>
  /** The file's bytes, or null when there is no such file (the school's export reads them). */
  read(key: string): Promise<Uint8Array | null>
  /**
   * A URL the browser can open without the bearer token, valid for at least `downloadUrlLifetimeSeconds`, that
   * downloads the file as `filename`, for `owner` only: the link carries the member and the session and is
   * checked against them on download.
   */
  signedUrl(key: string, filename: string, owner: LinkOwner): Promise<string>
  /** `signedUrl` of several files at once, in their order (a listing signs all its rows together). */
  signedUrls(files: readonly DownloadFile[], owner: LinkOwner): Promise<string[]>
  /** After the link was checked: the file's bytes, or a URL that serves them for a minute; null when missing. */
  download(key: string, filename: string): Promise<StoredDownload | null>
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

/** Whether a download link's signature holds: right and in time, right but past its expiry, or wrong. */
export type SignatureCheck = 'ok' | 'expired' | 'invalid'
/** The member a link was signed for (its query's `u`, `s`, `v`, `r`). */
export type LinkHolder = Omit<LinkOwner, 'origin'>
/** Checks a download link's signature for a file, a file name, an expiry and its holder. */
export interface LinkChecker {
  check(key: string, name: string, expires: number, holder: LinkHolder, signature: string): SignatureCheck
}
