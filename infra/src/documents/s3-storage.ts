import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { DocumentStorage, StoredObject, UploadTarget, UploadTargetRequest } from './document-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Resolved by documents-config.ts (S3_REGION, else AWS_REGION, else eu-central-1). */
  region?: string;
  /** For S3-compatible stores (MinIO, localstack); path-style addressing is used then. */
  endpoint?: string;
  /** Tests pass a client; otherwise credentials come from the standard AWS environment. */
  client?: S3Client;
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Documents in an S3 bucket (S3_BUCKET set). The browser uploads straight to S3 with a presigned
 * POST whose policy pins key, content type and size range; the API checks the content when the
 * customer attaches the key.
 */
export class S3DocumentStorage implements DocumentStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client =
      options.client ??
      new S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      });
  }

  async put(key: string, content: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: content, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: Number(answer.ContentLength ?? 0), contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async createUploadTarget(request: UploadTargetRequest): Promise<UploadTarget> {
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: request.key,
      Conditions: [
        ['content-length-range', 1, request.maxBytes],
        ['eq', '$Content-Type', request.contentType],
      ],
      Fields: { 'Content-Type': request.contentType },
      Expires: request.expiresInSeconds,
    });
    return { postEndpoint: url, fields: { ...fields, key: request.key } };
  }
}
