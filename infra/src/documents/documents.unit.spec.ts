import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { documentKey, erasedDocumentKey, isDocumentKey, safeFileName } from './document-storage';
import { sha256Hex, sniffContentType } from './content-check';
import { LocalDiskDocumentStorage, LOCAL_UPLOAD_ENDPOINT } from './local-disk-storage';
import { S3DocumentStorage } from './s3-storage';
import { UploadSigner } from './upload-signature';
import { loadDocumentsConfig } from '../config/documents-config';
import { documentUploadOrigins } from './create-document-storage';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const KEY = `customers/${CUSTOMER}/22222222-2222-4222-8222-222222222222/ausweis.pdf`;

describe('content check by magic bytes', () => {
  it('recognises PDF, JPEG and PNG by their first bytes', () => {
    expect(sniffContentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
  });

  it('rejects anything else, whatever it is called', () => {
    expect(sniffContentType(Buffer.from('MZ\x90\x00'))).toBeNull(); // a Windows executable
    expect(sniffContentType(Buffer.from('<html>'))).toBeNull();
    expect(sniffContentType(Buffer.from('%PD'))).toBeNull(); // too short to be a PDF
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });

  it('checksums with SHA-256', () => {
    expect(sha256Hex(Buffer.from('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('document keys and file names', () => {
  it('accepts only keys of the customers/{id}/{uuid}/{name} form', () => {
    expect(isDocumentKey(KEY)).toBe(true);
    expect(isDocumentKey(`customers/${CUSTOMER}/../../etc/passwd`)).toBe(false);
    expect(isDocumentKey(`/customers/${CUSTOMER}/x/y.pdf`)).toBe(false);
    expect(isDocumentKey(`customers/${CUSTOMER}/22222222-2222-4222-8222-222222222222/..`)).toBe(false);
  });

  it('makes new keys from ids only (no client file name) and erased keys that still match the pattern', () => {
    const key = documentKey(CUSTOMER, '22222222-2222-4222-8222-222222222222', 'application/pdf');
    expect(key).toBe(`customers/${CUSTOMER}/22222222-2222-4222-8222-222222222222/dokument.pdf`);
    expect(isDocumentKey(key)).toBe(true);
    expect(documentKey(CUSTOMER, '22222222-2222-4222-8222-222222222222', 'image/png')).toMatch(/\/dokument\.png$/);
    expect(isDocumentKey(erasedDocumentKey(CUSTOMER, '22222222-2222-4222-8222-222222222222'))).toBe(true);
  });

  it('reduces file names to safe characters with umlauts transliterated', () => {
    expect(safeFileName('Gehaltsabrechnung März.pdf')).toBe('Gehaltsabrechnung_Maerz.pdf');
    expect(safeFileName('C:\\Users\\Jörg\\Lohn Öl.PNG')).toBe('Lohn_Oel.PNG');
    expect(safeFileName('../../secret')).toBe('secret');
    expect(safeFileName('')).toBe('dokument');
  });
});

describe('upload signature', () => {
  const signer = new UploadSigner('a-test-secret-of-sufficient-length');
  const now = new Date('2026-11-21T12:00:00Z');
  const policy = { key: KEY, contentType: 'application/pdf', maxBytes: 100, customerId: CUSTOMER, expiresAt: now.getTime() / 1000 + 60 };

  it('verifies what it signed and returns the policy', () => {
    const fields = signer.sign(policy);
    expect(signer.verify({ ...fields, key: KEY }, now)).toEqual({ ok: true, policy });
  });

  it('rejects a changed policy, a foreign secret, an expired one and another key', () => {
    const fields = signer.sign(policy);
    const tampered = Buffer.from(JSON.stringify({ ...policy, maxBytes: 10 ** 9 })).toString('base64url');
    expect(signer.verify({ ...fields, policy: tampered }, now)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(new UploadSigner('another-secret-of-sufficient-len').verify(fields, now)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(signer.verify(fields, new Date(now.getTime() + 61_000))).toEqual({ ok: false, reason: 'expired' });
    expect(signer.verify({ ...fields, key: KEY.replace('ausweis', 'anderes') }, now)).toEqual({ ok: false, reason: 'key_mismatch' });
    expect(signer.verify({ policy: fields.policy, signature: 'zz' }, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('local disk storage', () => {
  let dir: string;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'docs-')), 'nested', 'documents');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates its directory, stores, reads, heads and deletes by key', async () => {
    const storage = new LocalDiskDocumentStorage(dir, new UploadSigner('a-test-secret-of-sufficient-length'));
    expect(readdirSync(dir)).toEqual([]);
    await storage.put(KEY, Buffer.from('%PDF-1.4 test'), 'application/pdf');
    expect((await storage.get(KEY))?.toString()).toBe('%PDF-1.4 test');
    expect(await storage.head(KEY)).toEqual({ size: 13, contentType: 'application/pdf' });
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
    await expect(storage.delete(KEY)).resolves.toBeUndefined();
  });

  it('refuses keys that would leave its directory', async () => {
    const storage = new LocalDiskDocumentStorage(dir, new UploadSigner('a-test-secret-of-sufficient-length'));
    await expect(storage.put('../escape.pdf', Buffer.from('%PDF-'), 'application/pdf')).rejects.toThrow('Not a document key');
  });

  it('hands out the API endpoint with a signed policy as the upload target', async () => {
    const signer = new UploadSigner('a-test-secret-of-sufficient-length');
    const storage = new LocalDiskDocumentStorage(dir, signer);
    const now = new Date('2026-11-21T12:00:00Z');
    const target = await storage.createUploadTarget({ key: KEY, contentType: 'application/pdf', maxBytes: 5, customerId: CUSTOMER, expiresInSeconds: 60, now });
    expect(target.postEndpoint).toBe(LOCAL_UPLOAD_ENDPOINT);
    expect(target.fields).toMatchObject({ key: KEY, 'Content-Type': 'application/pdf' });
    expect(signer.verify(target.fields, now)).toMatchObject({ ok: true, policy: { key: KEY, maxBytes: 5, customerId: CUSTOMER } });
  });
});

describe('S3 storage presigned POST (signed offline, no request is sent)', () => {
  it('pins key, content type and size range in the policy', async () => {
    const client = new S3Client({
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
    });
    const storage = new S3DocumentStorage({ bucket: 'docs', client });
    const target = await storage.createUploadTarget({
      key: KEY, contentType: 'image/png', maxBytes: 10 * 1024 * 1024, customerId: CUSTOMER, expiresInSeconds: 900, now: new Date(),
    });
    expect(target.postEndpoint).toBe('http://127.0.0.1:9/docs');
    expect(target.fields.key).toBe(KEY);
    expect(target.fields['Content-Type']).toBe('image/png');
    expect(target.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(target.fields.Policy, 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([['content-length-range', 1, 10 * 1024 * 1024], ['eq', '$Content-Type', 'image/png'], { key: KEY }, { bucket: 'docs' }]),
    );
  });
});

describe('documents configuration', () => {
  it('defaults to ./var/documents on disk and switches to S3 with S3_BUCKET', () => {
    expect(loadDocumentsConfig({})).toMatchObject({ directory: './var/documents', s3Bucket: null });
    expect(loadDocumentsConfig({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1', S3_ENDPOINT: 'http://minio:9000' })).toMatchObject({
      s3Bucket: 'b', s3Region: 'eu-west-1', s3Endpoint: 'http://minio:9000',
    });
  });

  it('names the bucket origin the browser uploads to (for the CSP), none without S3', () => {
    expect(documentUploadOrigins(loadDocumentsConfig({}))).toEqual([]);
    expect(documentUploadOrigins(loadDocumentsConfig({ S3_BUCKET: 'docs', S3_REGION: 'eu-west-1' }))).toEqual(['https://docs.s3.eu-west-1.amazonaws.com']);
    expect(documentUploadOrigins(loadDocumentsConfig({ S3_BUCKET: 'docs', AWS_REGION: 'eu-north-1' }))).toEqual(['https://docs.s3.eu-north-1.amazonaws.com']);
    expect(documentUploadOrigins(loadDocumentsConfig({ S3_BUCKET: 'docs' }))).toEqual(['https://docs.s3.eu-central-1.amazonaws.com']);
    expect(documentUploadOrigins(loadDocumentsConfig({ S3_BUCKET: 'docs', S3_ENDPOINT: 'http://minio:9000/' }))).toEqual(['http://minio:9000']);
  });

  it('requires a real signing secret in production', () => {
    expect(() => loadDocumentsConfig({ NODE_ENV: 'production' })).toThrow('UPLOAD_SIGNING_SECRET');
    expect(loadDocumentsConfig({ NODE_ENV: 'production', UPLOAD_SIGNING_SECRET: 'x'.repeat(32) }).signingSecret).toHaveLength(32);
  });
});
