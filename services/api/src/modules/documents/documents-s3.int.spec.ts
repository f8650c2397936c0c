import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { CreateBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { MAX_DOCUMENT_BYTES, type S3SignatureResponse } from '@autoleasing/contracts';
import { freePort } from '@autoleasing/infra/testing';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../wall/test/wall-test-kit';
import { EXE_BYTES, PDF_BYTES, signUpload, userIdOf } from './test/documents-test-kit';

/**
 * The S3 flow against a real S3-compatible server: moto_server (a local S3 emulator) when it is
 * installed, or S3_TEST_ENDPOINT. Without either the suite says so and skips. moto does not
 * enforce the POST policy's conditions, which makes it a good test of ours: the API checks size
 * and magic bytes itself when the key is attached, and deletes what fails.
 */
const external = process.env.S3_TEST_ENDPOINT;
function motoPath(): string | null {
  try {
    return execFileSync('which', ['moto_server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}
const moto = external ? null : motoPath();
const available = Boolean(external || moto);
if (!available) console.warn('documents-s3.int.spec: skipped — neither moto_server nor S3_TEST_ENDPOINT is available');
const describeS3 = available ? describe : describe.skip;

jest.setTimeout(60_000);

describeS3('documents with S3_BUCKET (presigned POST to a real S3-compatible server)', () => {
  let t: ApiTestApp;
  let server: ChildProcess | null = null;
  let endpoint: string;
  let s3: S3Client;
  let privat: { token: string; id: string };
  let gewerbe: { token: string; id: string };
  const bucket = `docs-${Date.now()}`;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    if (external) endpoint = external;
    else {
      const port = await freePort();
      server = spawn(moto as string, ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      endpoint = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        const up = await fetch(endpoint).then(() => true, () => false);
        if (up) break;
        if (i > 100) throw new Error('moto_server did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    Object.assign(process.env, { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'eu-central-1', AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test' });
    s3 = new S3Client({ region: 'eu-central-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
    await s3.send(new CreateBucketCommand({ Bucket: bucket, CreateBucketConfiguration: { LocationConstraint: 'eu-central-1' } }));
    t = await startApiTestApp('documents_s3');
    await seedDemoUsers(poolOf(t));
    const [a, b] = [await login(t, DEMO.b2c), await login(t, DEMO.b2b)];
    privat = { token: a, id: await userIdOf(t, a) };
    gewerbe = { token: b, id: await userIdOf(t, b) };
  });
  afterAll(async () => {
    await t?.close();
    s3?.destroy();
    server?.kill();
    for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) delete process.env[name];
  });

  /** As the browser does it: the signature's fields, then the file, straight to the bucket. */
  async function postToBucket(target: S3SignatureResponse, content: Buffer): Promise<number> {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.signature)) form.append(name, value);
    form.append('file', new Blob([content]), 'upload.pdf');
    return (await fetch(target.postEndpoint, { method: 'POST', body: form })).status;
  }

  const exists = (key: string) => s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(() => true, () => false);
  const attachToCustomer = (token: string, id: string, key: string) =>
    http(t).post(`/api/v1/checkout/customer/${id}/attached_documents`).set(auth(token)).send({ attachment_type: 'identity_card', s3_key: key, contentType: 'application/pdf' });

  it('signs a presigned POST to the bucket, checks the object when attached, and serves it to its owner', async () => {
    const target = await signUpload(t, privat.token, privat.id);
    expect(target.postEndpoint).toBe(`${endpoint}/${bucket}`);
    expect(target.signature).toEqual(expect.objectContaining({ key: expect.stringMatching(`^customers/${privat.id}/`), 'Content-Type': 'application/pdf', Policy: expect.any(String), 'X-Amz-Signature': expect.any(String) }));
    expect(String(await postToBucket(target, PDF_BYTES))).toMatch(/^2\d\d$/);

    const attached = await attachToCustomer(privat.token, privat.id, target.signature.key).expect(201);
    expect(attached.body).toMatchObject({ s3_key: target.signature.key, size_bytes: PDF_BYTES.length, contentType: 'application/pdf' });
    const { rows } = await poolOf(t).query('SELECT checksum_sha256 FROM documents WHERE id = $1', [attached.body.id]);
    expect(rows[0].checksum_sha256).toMatch(/^[0-9a-f]{64}$/);
    const file = await http(t).get(attached.body.download_url).set(auth(privat.token)).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(file.body as Buffer)).toEqual(PDF_BYTES);
    await http(t).get(attached.body.download_url).set(auth(gewerbe.token)).expect(404);

    await http(t).delete(`/api/v1/checkout/customer/${privat.id}/attached_documents/${attached.body.id}`).set(auth(privat.token)).expect(204);
    expect(await exists(target.signature.key)).toBe(false);
  });

  it('refuses and deletes an object that is not what was signed for: wrong bytes or above 10 MB', async () => {
    const exe = await signUpload(t, privat.token, privat.id);
    expect(String(await postToBucket(exe, EXE_BYTES))).toMatch(/^2\d\d$/);
    const refused = await attachToCustomer(privat.token, privat.id, exe.signature.key).expect(422);
    expect(refused.body.code).toBe('unsupported_file_type');
    expect(await exists(exe.signature.key)).toBe(false);

    const big = await signUpload(t, privat.token, privat.id);
    // Written directly: the bucket stands for a client that ignored the policy's size range.
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: big.signature.key, Body: Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20)]) }));
    const tooBig = await attachToCustomer(privat.token, privat.id, big.signature.key).expect(422);
    expect(tooBig.body).toMatchObject({ code: 'file_too_large', message: 'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.' });
    expect(await exists(big.signature.key)).toBe(false);
  });

  it('attaches only keys signed for this customer that were really uploaded', async () => {
    const target = await signUpload(t, privat.token, privat.id);
    const notYet = await attachToCustomer(privat.token, privat.id, target.signature.key).expect(404);
    expect(notYet.body.code).toBe('upload_not_found');
    expect(String(await postToBucket(target, PDF_BYTES))).toMatch(/^2\d\d$/);
    const foreign = await attachToCustomer(gewerbe.token, gewerbe.id, target.signature.key).expect(404);
    expect(foreign.body.code).toBe('upload_not_found');
    // A key we never signed, even under the customer's own folder.
    const unsigned = `customers/${privat.id}/00000000-0000-4000-8000-000000000000/x.pdf`;
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: unsigned, Body: PDF_BYTES }));
    await attachToCustomer(privat.token, privat.id, unsigned).expect(404);
    await attachToCustomer(privat.token, privat.id, target.signature.key).expect(201);
  });
});
