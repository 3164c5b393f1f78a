import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { create as contentDisposition } from 'content-disposition'
import type { Config } from '../../config'
import { type DownloadFile, docxContentType, downloadUrlLifetimeSeconds, type Storage } from './storage'

/**
 * An S3-compatible bucket (S3, R2, MinIO, GCS interoperability) with presigned download URLs. With a
 * custom endpoint it uses path-style addressing and sends checksums only when the operation requires them,
 * which every S3-compatible service accepts.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const
  readonly client: S3Client

  constructor(
    private readonly settings: NonNullable<Config['s3']>,
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

  signedUrl(key: string, filename: string): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(filename),
      ResponseContentType: docxContentType,
    })
    return getSignedUrl(this.client, command, { expiresIn: downloadUrlLifetimeSeconds, signingDate: this.clock() })
  }

  signedUrls(files: readonly DownloadFile[]): Promise<string[]> {
    return Promise.all(files.map(({ key, filename }) => this.signedUrl(key, filename)))
  }
}
