import { createHash } from 'node:crypto';
import type { DocumentContentType } from '@autoleasing/contracts';

/**
 * The allowlist is checked against the file's first bytes, never its name or the type the
 * browser claims: a renamed executable stays what it is.
 */
const SIGNATURES: { type: DocumentContentType; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many leading bytes sniffing needs. */
export const SNIFF_BYTES = 8;

/** The content type the bytes really are, or null when they are none of the allowed ones. */
export function sniffContentType(head: Uint8Array): DocumentContentType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((b, i) => head[i] === b)) return type;
  }
  return null;
}

export function sha256Hex(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}
