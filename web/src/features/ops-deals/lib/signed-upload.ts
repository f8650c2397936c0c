import type { S3SignatureResponse } from '@autoleasing/contracts';
import { GERMAN_MESSAGES } from '@autoleasing/contracts';
import { ApiError } from '../../../lib/api-error';

/**
 * Posts a file to a signed upload target like a browser posts to an S3 presigned POST: the
 * signature's fields first, the file last (field `file`). XMLHttpRequest because fetch reports no
 * upload progress. Resolves with the stored key.
 */
export function postSignedUpload(target: S3SignatureResponse, file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.signature)) form.append(name, value);
    if (!('Content-Type' in target.signature)) form.append('Content-Type', file.type || 'application/pdf');
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.postEndpoint);
    xhr.withCredentials = false;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(target.signature.key);
        return;
      }
      let body: { message?: string; code?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // S3 answers XML; our message then is the generic one.
      }
      reject(new ApiError({ statusCode: xhr.status, code: body.code ?? `http_${xhr.status}`, message: body.message || GERMAN_MESSAGES.technicalError }, 'http'));
    };
    xhr.onerror = () => reject(new ApiError({ statusCode: 0, code: 'network_error', message: GERMAN_MESSAGES.technicalError }, 'network'));
    xhr.send(form);
  });
}
