import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The API's own signed upload target (the default without S3): like an S3 POST policy, the
 * signature fixes the key, the content type, the size limit, the uploader and the expiry, so the
 * upload endpoint needs no session and trusts nothing the form says beyond the signed policy.
 */
export interface UploadPolicy {
  key: string;
  contentType: string;
  maxBytes: number;
  customerId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type PolicyCheck =
  | { ok: true; policy: UploadPolicy }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' | 'key_mismatch' };

export class UploadSigner {
  constructor(private readonly secret: string) {
    if (secret.length < 16) throw new Error('The upload signing secret must have at least 16 characters');
  }

  /** The form fields the client posts back unchanged, besides `key` and `Content-Type`. */
  sign(policy: UploadPolicy): { policy: string; signature: string } {
    const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
    return { policy: encoded, signature: this.mac(encoded) };
  }

  verify(fields: { policy?: string; signature?: string; key?: string }, now: Date): PolicyCheck {
    const { policy: encoded, signature, key } = fields;
    if (!encoded || !signature || !/^[0-9a-f]{64}$/.test(signature)) return { ok: false, reason: 'malformed' };
    const expected = Buffer.from(this.mac(encoded), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, reason: 'bad_signature' };
    let policy: UploadPolicy;
    try {
      policy = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as UploadPolicy;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (policy.expiresAt * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
    if (key !== undefined && key !== policy.key) return { ok: false, reason: 'key_mismatch' };
    return { ok: true, policy };
  }

  private mac(encoded: string): string {
    return createHmac('sha256', this.secret).update(`upload-policy:${encoded}`).digest('hex');
  }
}
