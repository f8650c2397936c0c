export * from './content-check';
export * from './document-storage';
export * from './local-disk-storage';
export type { S3DocumentStorage, S3StorageOptions } from './s3-storage';
export * from './upload-signature';
export * from './documents-repository';
export * from './create-document-storage';
export * from './sweep-documents';
