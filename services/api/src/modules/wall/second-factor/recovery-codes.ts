import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@autoleasing/contracts';

/** No 0/o, 1/l/i: a code copied from paper must not be misread. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** Ten codes `xxxxx-xxxxx` (about 49 bits each), from the system's secure random source. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const part = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => `${part()}-${part()}`);
}

/** What is hashed and compared: case, spaces and the dash do not matter to the person typing. */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]+/g, '');
  if (compact.length !== 2 * HALF || [...compact].some((c) => !ALPHABET.includes(c))) return null;
  return compact;
}

/** 16 bits of the normalized code's SHA-256: narrows the argon2 checks of a login to (mostly) one row. */
export function recoveryCodeLookup(normalized: string): number {
  return createHash('sha256').update(normalized).digest().readUInt16BE(0);
}
