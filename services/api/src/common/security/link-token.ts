import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The token of a link in a mail (account links, the newsletter's opt-in): `<id>.<secret>`. Only
 * the SHA-256 of the secret is stored, so a leaked table opens nothing; the row is found by id
 * and the hashes are compared in constant time.
 */
const TOKEN_PATTERN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

const sha256 = (secret: string) => createHash('sha256').update(secret).digest();

export interface NewLinkToken {
  /** The row's id (also the token's first part). */
  id: string;
  /** What the row stores instead of the secret. */
  secretHash: Buffer;
  /** The token with a row id of the caller's choice (an upsert may keep an existing row's id). */
  tokenFor(rowId: string): string;
}

export function newLinkToken(): NewLinkToken {
  const secret = randomBytes(32).toString('base64url');
  return { id: randomUUID(), secretHash: sha256(secret), tokenFor: (rowId) => `${rowId}.${secret}` };
}

/** The token's parts, or null when it is none of ours (no database read needed then). */
export function parseLinkToken(token: string): { id: string; secret: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  return match ? { id: match[1], secret: match[2] } : null;
}

/** Whether `secret` is the one whose hash the row stores (constant time). */
export function secretMatches(storedHash: Buffer | null, secret: string): boolean {
  return storedHash !== null && timingSafeEqual(storedHash, sha256(secret));
}
