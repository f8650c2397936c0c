import { createHash } from 'node:crypto';

/**
 * The advisory-lock key of a projection: the first 8 bytes of sha256("projection:" + name) as a
 * signed 64-bit integer. A hash (rather than a counter table) lets every process derive the same
 * key with no coordination; the prefix keeps it apart from other advisory locks (migrations).
 */
export function projectionLockKey(name: string): bigint {
  const digest = createHash('sha256').update(`projection:${name}`).digest();
  return digest.readBigInt64BE(0);
}

/**
 * How pg_locks shows a bigint advisory lock: classid = high 32 bits, objid = low 32 bits
 * (both as unsigned oids), objsubid = 1. Used to tell whether a holder is really alive.
 */
export function lockKeyParts(key: bigint): { classid: number; objid: number } {
  const unsigned = BigInt.asUintN(64, key);
  return { classid: Number(unsigned >> 32n), objid: Number(unsigned & 0xffffffffn) };
}

/** A second lock per projection that only rebuilds take, so two rebuilds never share a schema. */
export function rebuildLockKey(name: string): bigint {
  return projectionLockKey(`rebuild:${name}`);
}
