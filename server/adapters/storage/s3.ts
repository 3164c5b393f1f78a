import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { create as contentDisposition } from 'content-disposition'
import type { Config } from '../../config'
import type { DownloadLinks } from './links'
import {
  type DownloadFile,
  docxContentType,
  type LinkOwner,
  presignedUrlLifetimeSeconds,
  type Storage,
  type StoredDownload,
} from './storage'

/**
 * An S3-compatible bucket (S3, R2, MinIO, GCS interoperability). The browser gets the API's signed link, like
 * for local files; once the download route has checked it (member, session, role, the audit line), it
 * redirects to the bucket's presigned URL of a minute, so a link ends with the session it was made for. With a
 * custom endpoint it uses path-style addressing and sends checksums only when the operation requires them,
 * which every S3-compatible service accepts.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const
  readonly client: S3Client

  constructor(
    private readonly settings: NonNullable<Config['s3']>,
    readonly links: DownloadLinks,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType }),
    )
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }))
      return object.Body ? await object.Body.transformToByteArray() : null
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null
      throw error
    }
  }

  /** One request per object: DeleteObjects needs a Content-MD5 that not every S3-compatible service checks alike. */
  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }))),
    )
  }

  /** The bucket's own URL of the file, valid for a minute: only the download route hands it out. */
  presignedUrl(key: string, filename: string): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(filename),
      ResponseContentType: docxContentType,
    })
    return getSignedUrl(this.client, command, { expiresIn: presignedUrlLifetimeSeconds, signingDate: this.clock() })
  }

  async download(key: string, filename: string): Promise<StoredDownload> {
    return { redirect: await this.presignedUrl(key, filename) }
  }

  async signedUrl(key: string, filename: string, owner: LinkOwner): Promise<string> {
    return this.links.url(key, filename, owner)
  }

  async signedUrls(files: readonly DownloadFile[], owner: LinkOwner): Promise<string[]> {
    return this.links.urls(files, owner)
  }
}
