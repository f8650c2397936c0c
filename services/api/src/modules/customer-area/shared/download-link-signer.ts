import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RuntimeConfig } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import { RUNTIME_CONFIG } from '../../../core/tokens';

/** How long a document link in the customer area works. */
export const DOWNLOAD_LINK_TTL_SECONDS = 300;
export const SIGNED_DOWNLOAD_PATH = '/api/v1/customer_area/documents';

/**
 * Short-lived signed download links (issue 6): HMAC-SHA256 over document id, customer id and
 * expiry with the documents signing secret (UPLOAD_SIGNING_SECRET, its own domain prefix so an
 * upload signature is never a download signature). The link works without the session cookie
 * (a new tab, a PDF viewer) but only until it expires, and only for the customer it was made for.
 */
@Injectable()
export class DownloadLinkSigner {
  private readonly secret: string;

  constructor(@Inject(RUNTIME_CONFIG) config: RuntimeConfig) {
    this.secret = config.documents.signingSecret;
  }

  link(documentId: string, customerId: string, now = new Date()): string {
    const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
    const query = new URLSearchParams({ customer: customerId, expires: String(expires), signature: this.mac(documentId, customerId, expires) });
    return `${SIGNED_DOWNLOAD_PATH}/${encodeURIComponent(documentId)}/download?${query.toString()}`;
  }

  /** True when the signature fits and the link has not expired. */
  verify(documentId: string, customerId: string, expires: number, signature: string, now = new Date()): boolean {
    if (!/^[0-9a-f]{64}$/.test(signature) || !Number.isSafeInteger(expires)) return false;
    if (expires * 1000 <= now.getTime()) return false;
    return timingSafeEqual(Buffer.from(this.mac(documentId, customerId, expires), 'hex'), Buffer.from(signature, 'hex'));
  }

  private mac(documentId: string, customerId: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`document-download:${documentId}:${customerId}:${expires}`).digest('hex');
  }
}
