/**
 * Where document files live (DESIGN.md: local disk by default, S3 when configured). Keys look like
 * S3 keys ('customers/{id}/{uuid}/dokument.pdf'; uploads before the privacy review carried the
 * client's file name as last part, which erasure renames away); the metadata (owner, type, checksum) is in the
 * `documents` table, not here.
 */
export interface StoredObject {
  size: number;
  contentType: string;
}

export interface UploadTargetRequest {
  key: string;
  contentType: string;
  maxBytes: number;
  customerId: string;
  expiresInSeconds: number;
  now: Date;
}

export interface UploadTarget {
  /** Absolute URL (S3) or a path of our API (local disk). */
  postEndpoint: string;
  /** Form fields to post before the file; always with `key`. */
  fields: { key: string } & Record<string, string>;
}

export interface DocumentStorage {
  readonly kind: 'local' | 's3';
  put(key: string, content: Uint8Array, contentType: string): Promise<void>;
  /** The whole file, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  head(key: string): Promise<StoredObject | null>;
  /** Removing a missing key is fine. */
  delete(key: string): Promise<void>;
  /** A short-lived target the browser posts the file to, bound to key, type and size. */
  createUploadTarget(request: UploadTargetRequest): Promise<UploadTarget>;
}

/** Keys we create: no '..', no leading slash, no characters a file system or URL would trip on. */
const KEY_PATTERN = /^customers\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/[A-Za-z0-9._-]{1,120}$/;

export function isDocumentKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

const EXTENSIONS: Readonly<Record<string, string>> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * The storage key of a new document: by ids only. The client's file name may name a person
 * ("Personalausweis-Mustermann.pdf") and keys end up in logs, bucket listings and backups, so it
 * stays in the documents table (erasable) and never in the key.
 */
export function documentKey(customerId: string, objectId: string, contentType: string): string {
  return `customers/${customerId}/${objectId}/dokument.${EXTENSIONS[contentType] ?? 'bin'}`;
}

/** The key an erased document's row keeps: it still matches the pattern and names nothing. */
export function erasedDocumentKey(customerId: string, documentId: string): string {
  return `customers/${customerId}/${documentId}/geloescht`;
}

/** A file name reduced to safe characters (umlauts transliterated), keeping its extension. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const transliterated = base
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue').replace(/ß/g, 'ss')
    .normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const cleaned = transliterated.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').replace(/\.{2,}/g, '.');
  const trimmed = cleaned.length > 120 ? cleaned.slice(cleaned.length - 120) : cleaned;
  return trimmed || 'dokument';
}
