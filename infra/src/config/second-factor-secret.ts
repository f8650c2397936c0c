import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are stored sealed with AES-256-GCM, so a copy of the database alone opens no second
 * factor. The key comes from SECOND_FACTOR_KEY, or (when unset) is derived from AUTH_TOKEN_SECRET;
 * both are at least 32 characters. Changing the key makes every enrolled secret unreadable: the
 * users concerned must enrol again (staff are led there at their next login).
 */
/** Signs tokens and seals TOTP secrets outside production when AUTH_TOKEN_SECRET is unset. */
export const DEVELOPMENT_TOKEN_SECRET = 'autoleasing-development-token-secret-not-for-production';
const FORMAT = 'v1';

export function loadSecondFactorKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const material = env.SECOND_FACTOR_KEY || env.AUTH_TOKEN_SECRET || (env.NODE_ENV === 'production' ? '' : DEVELOPMENT_TOKEN_SECRET);
  if (material.length < 32) throw new Error('SECOND_FACTOR_KEY (or AUTH_TOKEN_SECRET) must be set to at least 32 characters');
  return Buffer.from(hkdfSync('sha256', material, 'autoleasing', 'second-factor-secret', 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [FORMAT, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plain secret, or null when it was sealed with another key or altered. */
export function openSecret(sealed: string, key: Buffer): string | null {
  const [format, iv, tag, body] = sealed.split('.');
  if (format !== FORMAT || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The TOTP secret (base32) of the demo seed's Dealer and Admin: demo and test data only, as public
 * as the demo password. Journeys and integration tests compute codes from it.
 */
export const DEMO_STAFF_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
