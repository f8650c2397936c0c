import { createHash } from 'node:crypto';

/**
 * A name-based uuid (RFC 4122 version 5 layout over SHA-1) for a seeded row. The same parts give
 * the same id on every run, so the generator upserts instead of duplicating, and events or deals
 * that point at demo rows stay valid after a re-seed.
 */
export function stableUuid(kind: string, ...parts: Array<string | number>): string {
  const hash = createHash('sha1').update(`autoleasing-seed/${kind}/${parts.join('/')}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A short uppercase code derived from the same hash, e.g. a vehicle order code. */
export function stableCode(length: number, ...parts: Array<string | number>): string {
  const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  const hash = createHash('sha1').update(`autoleasing-code/${parts.join('/')}`).digest();
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[hash[i] % alphabet.length];
  return code;
}
