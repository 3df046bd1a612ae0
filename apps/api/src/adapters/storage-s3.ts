import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition, type Storage, type StoredFile } from './storage';
import { assertValidStorageKey, assertValidStoragePrefix, contentTypeFromKey } from './storage-key';

export type S3StorageOptions = {
  /** Unset for AWS itself; e.g. `http://127.0.0.1:9000` for MinIO (path-style addressing is then used). */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both unset: the SDK's default credential chain (environment, instance role, ...). */
  accessKeyId?: string;
  secretAccessKey?: string;
};

const defaultTtlSeconds = 900;

/** An S3-compatible bucket; browsers fetch files through presigned GET URLs. */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint
        ? {
            endpoint: options.endpoint,
            forcePathStyle: true,
            // Many S3-compatible stores reject the SDK's default CRC32 checksums.
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidStorageKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    assertValidStorageKey(key);
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!result.Body) return null;
      const bytes = Buffer.from(await result.Body.transformToByteArray());
      return { bytes, contentType: result.ContentType ?? contentTypeFromKey(key) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    assertValidStoragePrefix(prefix);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  /** A PutObject is all or nothing, so an interrupted write leaves nothing in the bucket. */
  async sweepUnfinishedWrites(): Promise<number> {
    return 0;
  }

  async signedUrl(key: string, ttlSeconds = defaultTtlSeconds): Promise<string> {
    assertValidStorageKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: Math.max(1, Math.floor(ttlSeconds)),
    });
  }

  /** S3 answers with the Content-Disposition the signed request names. */
  async downloadUrl(key: string, ttlSeconds: number, fileName: string): Promise<string> {
    assertValidStorageKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: attachmentDisposition(fileName),
    });
    return getSignedUrl(this.client, command, { expiresIn: Math.max(1, Math.floor(ttlSeconds)) });
  }
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

export function createS3Storage(options: S3StorageOptions): S3Storage {
  return new S3Storage(options);
}
