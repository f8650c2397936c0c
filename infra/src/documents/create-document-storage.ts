import type { DocumentStorage } from './document-storage';
import { LocalDiskDocumentStorage } from './local-disk-storage';
import type { S3DocumentStorage } from './s3-storage';
import type { DocumentsConfig } from '../config/documents-config';
import { UploadSigner } from './upload-signature';

export function createUploadSigner(config: DocumentsConfig): UploadSigner {
  return new UploadSigner(config.signingSecret);
}

/** S3 when S3_BUCKET is set, otherwise the local disk (its directory is created here). */
export function createDocumentStorage(config: DocumentsConfig, signer = createUploadSigner(config)): DocumentStorage {
  if (config.s3Bucket) {
    // Loaded only when used: the AWS SDK is large and warns about Node 20 on import.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { S3DocumentStorage: S3Storage } = require('./s3-storage') as { S3DocumentStorage: typeof S3DocumentStorage };
    return new S3Storage({ bucket: config.s3Bucket, region: config.s3Region, endpoint: config.s3Endpoint });
  }
  return new LocalDiskDocumentStorage(config.directory, signer);
}

/**
 * Origins the browser posts uploads to besides our own (for the Content-Security-Policy's
 * connect-src): the bucket's endpoint when S3 is configured. The bucket's CORS rules must allow
 * POST from PUBLIC_ORIGIN.
 */
export function documentUploadOrigins(config: DocumentsConfig): string[] {
  if (!config.s3Bucket) return [];
  if (config.s3Endpoint) return [new URL(config.s3Endpoint).origin];
  return [`https://${config.s3Bucket}.s3.${config.s3Region}.amazonaws.com`];
}
