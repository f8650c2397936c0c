import { positiveWholeNumber } from './env-numbers';

/** Where documents are stored, how uploads are signed and how much a customer may upload. */
export interface DocumentsConfig {
  /** Local disk directory (DOCUMENTS_DIR, default ./var/documents). */
  directory: string;
  /** S3_BUCKET: when set, documents live in S3 and uploads go there by presigned POST. */
  s3Bucket: string | null;
  /** S3_REGION, else AWS_REGION, else eu-central-1. */
  s3Region: string;
  s3Endpoint: string | undefined;
  /** Signs the API's own upload targets and the download links (UPLOAD_SIGNING_SECRET). */
  signingSecret: string;
  /** Per customer within 24 h: signed uploads (UPLOAD_DAILY_MAX_FILES, default 30). */
  uploadDailyMaxFiles: number;
  /** Per customer within 24 h: stored bytes (UPLOAD_DAILY_MAX_BYTES, default 100 MiB). */
  uploadDailyMaxBytes: number;
}

const DEV_SECRET = 'autoleasing-development-upload-signing-secret';

export function loadDocumentsConfig(env: NodeJS.ProcessEnv): DocumentsConfig {
  const production = (env.NODE_ENV ?? 'development') === 'production';
  const signingSecret = env.UPLOAD_SIGNING_SECRET ?? (production ? '' : DEV_SECRET);
  // A guessable secret would let anyone sign uploads into other customers' folders.
  if (signingSecret.length < 32) throw new Error('UPLOAD_SIGNING_SECRET must be set to at least 32 characters');
  return {
    directory: env.DOCUMENTS_DIR || './var/documents',
    s3Bucket: env.S3_BUCKET || null,
    s3Region: env.S3_REGION || env.AWS_REGION || 'eu-central-1',
    s3Endpoint: env.S3_ENDPOINT || undefined,
    signingSecret,
    uploadDailyMaxFiles: positiveWholeNumber(env.UPLOAD_DAILY_MAX_FILES, 30, 'UPLOAD_DAILY_MAX_FILES'),
    uploadDailyMaxBytes: positiveWholeNumber(env.UPLOAD_DAILY_MAX_BYTES, 100 * 1024 * 1024, 'UPLOAD_DAILY_MAX_BYTES'),
  };
}
