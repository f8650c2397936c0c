import type { S3SignatureResponse } from '@autoleasing/contracts';
import type { ApiTestApp } from '../../../../test/api-test-app';
import { http } from '../../wall/test/wall-test-kit';

/** The smallest files that pass the content check (magic bytes are what counts). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
export const EXE_BYTES = Buffer.from('MZ\x90\x00\x03\x00\x00\x00this program cannot be run in DOS mode');

export async function userIdOf(t: ApiTestApp, token: string): Promise<string> {
  const response = await http(t).get('/api/v1/authentication').set('authorization', `Bearer ${token}`).expect(200);
  return response.body.user_id as string;
}

export async function signUpload(
  t: ApiTestApp,
  token: string,
  customerId: string,
  fileName = 'Gehaltsabrechnung März.pdf',
  contentType = 'application/pdf',
): Promise<S3SignatureResponse> {
  const response = await http(t)
    .post('/api/v1/s3_signature')
    .set('authorization', `Bearer ${token}`)
    .send({ filePath: fileName, contentType, s3_base_key: `customers/${customerId}`, checkout_uploader: true, encoded_filename: encodeURIComponent(fileName) })
    .expect(200);
  return response.body as S3SignatureResponse;
}

/** Posts like a browser posts to an S3 presigned POST: the signature's fields, then the file. */
export function postUpload(t: ApiTestApp, target: S3SignatureResponse, content: Buffer, fields: Record<string, string> = {}) {
  const call = http(t).post(target.postEndpoint);
  for (const [name, value] of Object.entries({ ...target.signature, ...fields })) void call.field(name, value);
  return call.attach('file', content, { filename: 'upload.bin', contentType: 'application/octet-stream' });
}

export async function uploadDocument(t: ApiTestApp, token: string, customerId: string, content = PDF_BYTES, contentType = 'application/pdf'): Promise<string> {
  const target = await signUpload(t, token, customerId, 'Dokument.pdf', contentType);
  await postUpload(t, target, content).expect(201);
  return target.signature.key;
}
