import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { type DocumentStorage, isDocumentKey, type StoredObject, type UploadTarget, type UploadTargetRequest } from './document-storage';
import { sniffContentType } from './content-check';
import type { UploadSigner } from './upload-signature';

/** The API's own upload endpoint, the signed target without S3. */
export const LOCAL_UPLOAD_ENDPOINT = '/api/v1/uploads';

/**
 * Documents on the local disk under one directory (DOCUMENTS_DIR, default ./var/documents,
 * created on start). Writes go to a temporary file first and are renamed into place, so a reader
 * never sees half a file.
 */
export class LocalDiskDocumentStorage implements DocumentStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(
    directory: string,
    private readonly signer: UploadSigner,
  ) {
    this.root = resolve(directory);
    mkdirSync(this.root, { recursive: true });
  }

  private pathOf(key: string): string {
    if (!isDocumentKey(key)) throw new Error(`Not a document key: ${key}`);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Key escapes the documents directory: ${key}`);
    return path;
  }

  async put(key: string, content: Uint8Array, _contentType?: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.part`;
    await writeFile(temporary, content);
    await rename(temporary, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    const content = await this.get(key);
    if (!content) return null;
    const { size } = await stat(this.pathOf(key));
    return { size, contentType: sniffContentType(content.subarray(0, 8)) ?? 'application/octet-stream' };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async createUploadTarget(request: UploadTargetRequest): Promise<UploadTarget> {
    const { policy, signature } = this.signer.sign({
      key: request.key,
      contentType: request.contentType,
      maxBytes: request.maxBytes,
      customerId: request.customerId,
      expiresAt: Math.floor(request.now.getTime() / 1000) + request.expiresInSeconds,
    });
    return { postEndpoint: LOCAL_UPLOAD_ENDPOINT, fields: { key: request.key, 'Content-Type': request.contentType, policy, signature } };
  }
}
