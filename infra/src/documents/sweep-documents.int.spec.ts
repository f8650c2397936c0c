import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { createPgPool } from '../db/pg-pool';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { sha256Hex } from './content-check';
import { DocumentsRepository } from './documents-repository';
import { LocalDiskDocumentStorage } from './local-disk-storage';
import { sweepDocuments } from './sweep-documents';
import { UploadSigner } from './upload-signature';

const PDF = Buffer.from('%PDF-1.4 sweep test');

describe('document sweeper and erasure (real PostgreSQL, local disk)', () => {
  let database: TestDatabase;
  let pool: Pool;
  let dir: string;
  let storage: LocalDiskDocumentStorage;
  let repository: DocumentsRepository;

  beforeAll(async () => {
    database = await createTestDatabase('document_sweep');
    pool = createPgPool(database.url, 2);
    dir = mkdtempSync(join(tmpdir(), 'sweep-'));
    storage = new LocalDiskDocumentStorage(dir, new UploadSigner('a-test-secret-of-sufficient-length'));
    repository = new DocumentsRepository(pool);
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function customer(): Promise<string> {
    const id = randomUUID();
    await pool.query(`INSERT INTO users (id, email, password_hash, role, customer_group) VALUES ($1, $2, 'x', 'Customer', 'b2c')`, [id, `${id}@example.de`]);
    return id;
  }

  async function upload(owner: string, ageHours = 0): Promise<{ id: string; key: string }> {
    const id = randomUUID();
    const key = `customers/${owner}/${id}/datei.pdf`;
    await storage.put(key, PDF);
    await repository.recordUploadTarget({ s3Key: key, customerId: owner, contentType: 'application/pdf', originalFilename: 'Datei.pdf', expiresAt: new Date(Date.now() + 60_000) });
    await repository.insertUploaded({ id, ownerCustomerId: owner, s3Key: key, contentType: 'application/pdf', sizeBytes: PDF.length, checksumSha256: sha256Hex(PDF), originalFilename: 'Datei.pdf' });
    if (ageHours) await pool.query(`UPDATE documents SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [id, ageHours]);
    return { id, key };
  }

  const row = async (id: string) => (await pool.query('SELECT * FROM documents WHERE id = $1', [id])).rows[0];

  it('removes uploads never attached after an hour, with their files, and keeps the rest', async () => {
    const owner = await customer();
    const old = await upload(owner, 2);
    const fresh = await upload(owner);
    const attached = await upload(owner, 48);
    await repository.attach(attached.id, { attachedTo: 'customer', attachmentType: 'identity_card', dealId: null, finalOfferId: null });

    const result = await sweepDocuments({ pool, storage });
    expect(result.abandonedUploads).toBe(1);
    expect(await row(old.id)).toMatchObject({ deleted_at: expect.any(Date), file_deleted_at: expect.any(Date) });
    expect(existsSync(join(dir, old.key))).toBe(false);
    expect(existsSync(join(dir, fresh.key))).toBe(true);
    expect(existsSync(join(dir, attached.key))).toBe(true);
    expect((await row(attached.id)).deleted_at).toBeNull();
    // Nothing left to do: a second sweep changes nothing.
    expect(await sweepDocuments({ pool, storage })).toEqual({ abandonedUploads: 0, filesDeleted: 0, targetsRetired: 0 });
  });

  it('erases a customer\'s documents: names gone at once, files at the next sweep, other customers untouched', async () => {
    const owner = await customer();
    const other = await customer();
    const mine = [await upload(owner), await upload(owner)];
    await repository.attach(mine[0].id, { attachedTo: 'customer', attachmentType: 'proof_of_income', dealId: null, finalOfferId: null });
    const theirs = await upload(other);

    await repository.eraseOwnedBy(owner);
    for (const doc of mine) expect(await row(doc.id)).toMatchObject({ original_filename: 'geloescht', deleted_at: expect.any(Date) });
    expect(await repository.listAttached(owner)).toEqual([]);
    const { rows: targets } = await pool.query('SELECT original_filename FROM document_upload_targets WHERE customer_id = $1', [owner]);
    expect(targets.map((t) => t.original_filename)).toEqual(['geloescht', 'geloescht']);

    await sweepDocuments({ pool, storage });
    for (const doc of mine) expect(existsSync(join(dir, doc.key))).toBe(false);
    expect(existsSync(join(dir, theirs.key))).toBe(true);
  });

  it('retires signed targets never used, with anything put under their key, but not those with a document', async () => {
    const owner = await customer();
    const key = `customers/${owner}/${randomUUID()}/nie-angehaengt.pdf`;
    await repository.recordUploadTarget({ s3Key: key, customerId: owner, contentType: 'application/pdf', originalFilename: 'x.pdf', expiresAt: new Date(Date.now() - 25 * 3600_000) });
    await storage.put(key, PDF); // as a client could have put it straight into a bucket
    const used = await upload(owner);
    await pool.query(`UPDATE document_upload_targets SET expires_at = now() - interval '30 hours' WHERE s3_key = $1`, [used.key]);

    const result = await sweepDocuments({ pool, storage });
    expect(result.targetsRetired).toBe(1);
    expect(existsSync(join(dir, key))).toBe(false);
    expect(await repository.findUploadTarget(key)).toBeNull();
    expect(await repository.findUploadTarget(used.key)).not.toBeNull();
    expect(existsSync(join(dir, used.key))).toBe(true);
  });
});
