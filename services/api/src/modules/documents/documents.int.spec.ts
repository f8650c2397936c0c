import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_DOCUMENT_BYTES } from '@autoleasing/contracts';
import { createDocumentStorage, loadDocumentsConfig, sweepDocuments, UploadSigner } from '@autoleasing/infra';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../wall/test/wall-test-kit';
import { EXE_BYTES, PDF_BYTES, PNG_BYTES, postUpload, signUpload, uploadDocument, userIdOf } from './test/documents-test-kit';

let t: ApiTestApp;
let dir: string;
let privat: { token: string; id: string };
let gewerbe: { token: string; id: string };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'documents-int-'));
  process.env.DOCUMENTS_DIR = dir;
  t = await startApiTestApp('documents');
  await seedDemoUsers(poolOf(t));
  const [a, b] = [await login(t, DEMO.b2c), await login(t, DEMO.b2b)];
  privat = { token: a, id: await userIdOf(t, a) };
  gewerbe = { token: b, id: await userIdOf(t, b) };
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
  delete process.env.DOCUMENTS_DIR;
});

async function documentRows(key: string) {
  const { rows } = await poolOf(t).query('SELECT * FROM documents WHERE s3_key = $1', [key]);
  return rows as { id: string; owner_customer_id: string; checksum_sha256: string; size_bytes: number; content_type: string; original_filename: string }[];
}

describe('POST /api/v1/s3_signature', () => {
  it('signs a target under the caller\'s own folder with the API as endpoint', async () => {
    const target = await signUpload(t, privat.token, privat.id);
    expect(target.postEndpoint).toBe('/api/v1/uploads');
    expect(target.signature.key).toMatch(new RegExp(`^customers/${privat.id}/[0-9a-f-]{36}/dokument\\.pdf$`));
    expect(target.signature).toEqual(expect.objectContaining({ 'Content-Type': 'application/pdf', policy: expect.any(String), signature: expect.any(String) }));
  });

  it('answers 404 for another customer\'s folder, 422 for a type outside the allowlist, 401/403 without a customer', async () => {
    const body = { filePath: 'a.pdf', contentType: 'application/pdf', s3_base_key: `customers/${gewerbe.id}`, encoded_filename: 'a.pdf' };
    const foreign = await http(t).post('/api/v1/s3_signature').set(auth(privat.token)).send(body).expect(404);
    expect(foreign.body.code).toBe('customer_not_found');
    const html = await http(t).post('/api/v1/s3_signature').set(auth(privat.token)).send({ ...body, s3_base_key: `customers/${privat.id}`, contentType: 'text/html' }).expect(422);
    expect(html.body).toMatchObject({ code: 'unsupported_file_type', message: expect.stringContaining('PDF, JPEG und PNG') });
    await http(t).post('/api/v1/s3_signature').send(body).expect(401);
    await http(t).post('/api/v1/s3_signature').set(auth(await login(t, DEMO.Dealer))).send(body).expect(403);
  });
});

describe('POST /api/v1/uploads (the signed target)', () => {
  it('stores a PDF with size and SHA-256 checksum on disk', async () => {
    const target = await signUpload(t, privat.token, privat.id);
    const response = await postUpload(t, target, PDF_BYTES).expect(201);
    expect(response.body).toEqual({ key: target.signature.key, contentType: 'application/pdf', size_bytes: PDF_BYTES.length });
    expect(readFileSync(join(dir, target.signature.key))).toEqual(PDF_BYTES);
    const [row] = await documentRows(target.signature.key);
    expect(row).toMatchObject({ owner_customer_id: privat.id, size_bytes: PDF_BYTES.length, content_type: 'application/pdf', original_filename: 'Gehaltsabrechnung März.pdf' });
    expect(row.checksum_sha256).toBe(createHash('sha256').update(PDF_BYTES).digest('hex'));
    // A retry of the same file is answered alike; another file under the key is refused.
    await postUpload(t, target, PDF_BYTES).expect(201);
    const other = await postUpload(t, target, Buffer.concat([PDF_BYTES, Buffer.from('x')])).expect(409);
    expect(other.body.code).toBe('upload_already_received');
  });

  it('checks the content by magic bytes, not by name or announced type', async () => {
    const pdfTarget = await signUpload(t, privat.token, privat.id);
    const png = await postUpload(t, pdfTarget, PNG_BYTES).expect(422);
    expect(png.body).toMatchObject({ code: 'content_type_mismatch', message: expect.stringContaining('passt nicht') });
    const exe = await postUpload(t, pdfTarget, EXE_BYTES).expect(422);
    expect(exe.body).toMatchObject({ code: 'unsupported_file_type', message: expect.stringContaining('nicht unterstützt') });
    const empty = await postUpload(t, pdfTarget, Buffer.alloc(0)).expect(422);
    expect(empty.body.code).toBe('file_empty');
    expect(await documentRows(pdfTarget.signature.key)).toEqual([]);
    expect(existsSync(join(dir, pdfTarget.signature.key))).toBe(false);
    const pngTarget = await signUpload(t, privat.token, privat.id, 'scan.png', 'image/png');
    await postUpload(t, pngTarget, PNG_BYTES).expect(201);
  });

  it('refuses a file above 10 MB with a German message and stores nothing', async () => {
    const target = await signUpload(t, privat.token, privat.id);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - PDF_BYTES.length, 0x20)]);
    const response = await postUpload(t, target, big).expect(422);
    expect(response.body).toMatchObject({ code: 'file_too_large', message: 'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.' });
    expect(await documentRows(target.signature.key)).toEqual([]);
    // Exactly 10 MB is allowed.
    const atLimit = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_DOCUMENT_BYTES - PDF_BYTES.length, 0x20)]);
    await postUpload(t, await signUpload(t, privat.token, privat.id), atLimit).expect(201);
  }, 30_000);

  it('refuses a tampered, foreign-keyed or expired signature', async () => {
    const target = await signUpload(t, privat.token, privat.id);
    const otherKey = target.signature.key.replace(/[^/]+$/, 'anderes.pdf');
    const wrongKey = await postUpload(t, target, PDF_BYTES, { key: otherKey }).expect(403);
    expect(wrongKey.body).toMatchObject({ code: 'upload_signature_invalid', message: expect.stringContaining('ungültig') });
    const forged = Buffer.from(JSON.stringify({ key: target.signature.key, contentType: 'application/pdf', maxBytes: 10 ** 9, customerId: privat.id, expiresAt: 9e9 })).toString('base64url');
    await postUpload(t, target, PDF_BYTES, { policy: forged }).expect(403);
    await postUpload(t, target, PDF_BYTES, { 'Content-Type': 'image/png' }).expect(403);

    const signer = new UploadSigner(loadDocumentsConfig(process.env).signingSecret);
    const expired = signer.sign({ key: target.signature.key, contentType: 'application/pdf', maxBytes: MAX_DOCUMENT_BYTES, customerId: privat.id, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const late = await postUpload(t, target, PDF_BYTES, expired).expect(403);
    expect(late.body).toMatchObject({ code: 'upload_signature_expired', message: expect.stringContaining('abgelaufen') });
    expect(await documentRows(target.signature.key)).toEqual([]);
  });

  it('ignores a policy that comes after the file, as S3 does', async () => {
    const target = await signUpload(t, privat.token, privat.id);
    const call = http(t).post('/api/v1/uploads').attach('file', PDF_BYTES, { filename: 'a.pdf', contentType: 'application/pdf' });
    for (const [name, value] of Object.entries(target.signature)) void call.field(name, value);
    expect((await call.expect(403)).body.code).toBe('upload_signature_invalid');
    expect(await documentRows(target.signature.key)).toEqual([]);
  });

  it('wants a multipart form with a file', async () => {
    const json = await http(t).post('/api/v1/uploads').send({ key: 'x' }).expect(400);
    expect(json.body.code).toBe('multipart_expected');
    const target = await signUpload(t, privat.token, privat.id);
    const call = http(t).post('/api/v1/uploads');
    for (const [name, value] of Object.entries(target.signature)) void call.field(name, value);
    expect((await call.expect(400)).body.code).toBe('file_missing');
  });
});

describe('customer attached_documents and download', () => {
  it('attaches an own upload, lists, downloads it for the owner only, and removes it', async () => {
    const key = await uploadDocument(t, privat.token, privat.id);
    const base = `/api/v1/checkout/customer/${privat.id}/attached_documents`;
    const attached = await http(t).post(base).set(auth(privat.token)).send({ attachment_type: 'identity_card', s3_key: key, contentType: 'application/pdf' }).expect(201);
    expect(attached.body).toMatchObject({ attachment_type: 'identity_card', s3_key: key, contentType: 'application/pdf', file_name: 'Dokument.pdf', size_bytes: PDF_BYTES.length });
    // The same attachment again changes nothing.
    const again = await http(t).post(base).set(auth(privat.token)).send({ attachment_type: 'identity_card', s3_key: key, contentType: 'application/pdf' }).expect(201);
    expect(again.body.id).toBe(attached.body.id);
    const list = await http(t).get(base).set(auth(privat.token)).expect(200);
    expect(list.body.data.map((d: { id: string }) => d.id)).toContain(attached.body.id);

    const file = await http(t).get(attached.body.download_url).set(auth(privat.token)).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`inline; filename="Dokument.pdf"; filename*=UTF-8''Dokument.pdf`);
    expect(Buffer.from(file.body as Buffer)).toEqual(PDF_BYTES);
    await http(t).get(attached.body.download_url).set(auth(gewerbe.token)).expect(404);
    await http(t).get(attached.body.download_url).set(auth(await login(t, DEMO.Admin))).expect(200);
    await http(t).delete(`${base}/${attached.body.id}`).set(auth(gewerbe.token)).expect(404);
    await http(t).delete(`/api/v1/checkout/customer/${gewerbe.id}/attached_documents/${attached.body.id}`).set(auth(gewerbe.token)).expect(404);

    await http(t).delete(`${base}/${attached.body.id}`).set(auth(privat.token)).expect(204);
    expect(existsSync(join(dir, key))).toBe(false);
    const { rows: removed } = await poolOf(t).query('SELECT deleted_at, file_deleted_at FROM documents WHERE id = $1', [attached.body.id]);
    expect(removed[0]).toEqual({ deleted_at: expect.any(Date), file_deleted_at: expect.any(Date) });
    await http(t).get(attached.body.download_url).set(auth(privat.token)).expect(404);
    const after = await http(t).get(base).set(auth(privat.token)).expect(200);
    expect(after.body.data.map((d: { id: string }) => d.id)).not.toContain(attached.body.id);
    await http(t).delete(`${base}/${attached.body.id}`).set(auth(privat.token)).expect(404);
  });

  it('serves a file name with umlauts as RFC 6266 asks (ASCII fallback and UTF-8 name)', async () => {
    const target = await signUpload(t, privat.token, privat.id, 'Gehaltsabrechnung März.pdf');
    await postUpload(t, target, PDF_BYTES).expect(201);
    const attached = await http(t)
      .post(`/api/v1/checkout/customer/${privat.id}/attached_documents`)
      .set(auth(privat.token))
      .send({ attachment_type: 'proof_of_income', s3_key: target.signature.key, contentType: 'application/pdf' })
      .expect(201);
    expect(attached.body.file_name).toBe('Gehaltsabrechnung März.pdf');
    const file = await http(t).get(attached.body.download_url).set(auth(privat.token)).expect(200);
    expect(file.headers['content-disposition']).toBe(`inline; filename="Gehaltsabrechnung M_rz.pdf"; filename*=UTF-8''Gehaltsabrechnung%20M%C3%A4rz.pdf`);
  });

  it('never attaches someone else\'s upload, a key without upload, or with the wrong content type', async () => {
    const key = await uploadDocument(t, privat.token, privat.id);
    const foreign = await http(t)
      .post(`/api/v1/checkout/customer/${gewerbe.id}/attached_documents`)
      .set(auth(gewerbe.token))
      .send({ attachment_type: 'identity_card', s3_key: key, contentType: 'application/pdf' })
      .expect(404);
    expect(foreign.body.code).toBe('upload_not_found');
    // Signed but never uploaded.
    const target = await signUpload(t, privat.token, privat.id);
    const base = `/api/v1/checkout/customer/${privat.id}/attached_documents`;
    await http(t).post(base).set(auth(privat.token)).send({ attachment_type: 'identity_card', s3_key: target.signature.key, contentType: 'application/pdf' }).expect(404);
    const mismatch = await http(t).post(base).set(auth(privat.token)).send({ attachment_type: 'identity_card', s3_key: key, contentType: 'image/png' }).expect(422);
    expect(mismatch.body.code).toBe('content_type_mismatch');
    // Another customer's path is not found; a system type cannot be attached by a customer.
    await http(t).post(`/api/v1/checkout/customer/${gewerbe.id}/attached_documents`).set(auth(privat.token)).send({ attachment_type: 'identity_card', s3_key: key, contentType: 'application/pdf' }).expect(404);
    await http(t).post(base).set(auth(privat.token)).send({ attachment_type: 'self_assessment_form', s3_key: key, contentType: 'application/pdf' }).expect(400);
    await http(t).get(`/api/v1/checkout/customer/${gewerbe.id}/attached_documents`).set(auth(privat.token)).expect(404);
  });
});

describe('erasure of personal data (runs last: it erases the b2c demo customer)', () => {
  it('removes the customer\'s documents and, with the next sweep, their files', async () => {
    const key = await uploadDocument(t, privat.token, privat.id);
    const attached = await http(t)
      .post(`/api/v1/checkout/customer/${privat.id}/attached_documents`)
      .set(auth(privat.token))
      .send({ attachment_type: 'proof_of_income', s3_key: key, contentType: 'application/pdf' })
      .expect(201);
    const theirs = await uploadDocument(t, gewerbe.token, gewerbe.id);
    const admin = await login(t, DEMO.Admin);
    await http(t).delete(`/api/v1/admin/customers/${privat.id}/personal_data`).set(auth(admin)).expect(204);

    await http(t).get(attached.body.download_url).set(auth(admin)).expect(404);
    const { rows } = await poolOf(t).query(`SELECT count(*)::int AS n FROM documents WHERE owner_customer_id = $1 AND (deleted_at IS NULL OR original_filename <> 'geloescht')`, [privat.id]);
    expect(rows[0].n).toBe(0);
    await sweepDocuments({ pool: poolOf(t), storage: createDocumentStorage(loadDocumentsConfig(process.env)) });
    expect(existsSync(join(dir, key))).toBe(false);
    expect(existsSync(join(dir, theirs))).toBe(true);
  });
});
