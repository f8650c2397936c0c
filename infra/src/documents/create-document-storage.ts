import type { DocumentStorage } from './document-storage';
import { LocalDiskDocumentStorage } from './local-disk-storage';
import type { S3DocumentStorage } from './s3-storage';
import { loadProcessSettings } from '../config/process-settings';
import { UploadSigner } from './upload-signature';

export interface DocumentsConfig {
  /** Local disk directory (DOCUMENTS_DIR, default ./var/documents). */
  directory: string;
  /** S3_BUCKET: when set, documents live in S3 and uploads go there by presigned POST. */
  s3Bucket: string | null;
  s3Region: string | undefined;
  s3Endpoint: string | undefined;
  /** Signs the API's own upload targets (UPLOAD_SIGNING_SECRET). */
  signingSecret: string;
  /** Per customer within 24 h: signed uploads (UPLOAD_DAILY_MAX_FILES, default 30). */
  uploadDailyMaxFiles: number;
  /** Per customer within 24 h: stored bytes (UPLOAD_DAILY_MAX_BYTES, default 100 MiB). */
  uploadDailyMaxBytes: number;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number`);
  return parsed;
}

const DEV_SECRET = 'autoleasing-development-upload-signing-secret';

export function loadDocumentsConfig(env: NodeJS.ProcessEnv = process.env): DocumentsConfig {
  const production = (env.NODE_ENV ?? 'development') === 'production';
  const signingSecret = env.UPLOAD_SIGNING_SECRET ?? (production ? '' : DEV_SECRET);
  // A guessable secret would let anyone sign uploads into other customers' folders.
  if (signingSecret.length < 32) throw new Error('UPLOAD_SIGNING_SECRET must be set to at least 32 characters');
  return {
    directory: env.DOCUMENTS_DIR || './var/documents',
    s3Bucket: env.S3_BUCKET || null,
    s3Region: env.S3_REGION || undefined,
    s3Endpoint: env.S3_ENDPOINT || undefined,
    signingSecret,
    uploadDailyMaxFiles: positiveInteger(env.UPLOAD_DAILY_MAX_FILES, 30, 'UPLOAD_DAILY_MAX_FILES'),
    uploadDailyMaxBytes: positiveInteger(env.UPLOAD_DAILY_MAX_BYTES, 100 * 1024 * 1024, 'UPLOAD_DAILY_MAX_BYTES'),
  };
}

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
  const region = config.s3Region ?? loadProcessSettings().awsRegion;
  return [`https://${config.s3Bucket}.s3.${region}.amazonaws.com`];
}
