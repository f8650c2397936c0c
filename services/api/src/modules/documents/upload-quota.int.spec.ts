import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../wall/test/wall-test-kit';
import { PDF_BYTES, postUpload, signUpload, userIdOf } from './test/documents-test-kit';

let t: ApiTestApp;
let dir: string;
const LIMIT_FILES = 3;
const LIMIT_BYTES = PDF_BYTES.length * 2 + 10;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'upload-quota-int-'));
  process.env.DOCUMENTS_DIR = dir;
  process.env.UPLOAD_DAILY_MAX_FILES = String(LIMIT_FILES);
  process.env.UPLOAD_DAILY_MAX_BYTES = String(LIMIT_BYTES);
  t = await startApiTestApp('upload_quota');
  await seedDemoUsers(poolOf(t));
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
  for (const name of ['DOCUMENTS_DIR', 'UPLOAD_DAILY_MAX_FILES', 'UPLOAD_DAILY_MAX_BYTES']) delete process.env[name];
});

const sign = (token: string, customerId: string) =>
  http(t)
    .post('/api/v1/s3_signature')
    .set('authorization', `Bearer ${token}`)
    .send({ filePath: 'a.pdf', contentType: 'application/pdf', s3_base_key: `customers/${customerId}`, encoded_filename: 'a.pdf' });

describe('upload quota per customer and day', () => {
  it('refuses the bytes above the daily limit with 413 and a German message, nothing stored', async () => {
    const token = await login(t, DEMO.b2c);
    const id = await userIdOf(t, token);
    await postUpload(t, await signUpload(t, token, id), PDF_BYTES).expect(201);
    await postUpload(t, await signUpload(t, token, id), PDF_BYTES).expect(201);
    const third = await signUpload(t, token, id);
    const refused = await postUpload(t, third, PDF_BYTES).expect(413);
    expect(refused.body).toMatchObject({ code: 'upload_quota_bytes', message: expect.stringContaining('Bitte versuchen Sie es morgen erneut') });
    expect((await poolOf(t).query('SELECT 1 FROM documents WHERE s3_key = $1', [third.signature.key])).rowCount).toBe(0);
    // Uploads older than a day no longer count.
    await poolOf(t).query(`UPDATE documents SET created_at = now() - interval '25 hours' WHERE owner_customer_id = $1`, [id]);
    await postUpload(t, third, PDF_BYTES).expect(201);
  });

  it('refuses more signed uploads than the daily number with 429; another customer is not affected', async () => {
    const token = await login(t, DEMO.b2b);
    const id = await userIdOf(t, token);
    for (let i = 0; i < LIMIT_FILES; i++) await sign(token, id).expect(200);
    const refused = await sign(token, id).expect(429);
    expect(refused.body).toMatchObject({ code: 'upload_quota_files', message: `Sie haben heute bereits ${LIMIT_FILES} Dateien hochgeladen. Bitte versuchen Sie es morgen erneut.` });
    await poolOf(t).query(`UPDATE document_upload_targets SET created_at = now() - interval '25 hours' WHERE customer_id = $1`, [id]);
    await sign(token, id).expect(200);
  });
});
