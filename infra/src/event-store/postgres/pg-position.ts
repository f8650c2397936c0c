import type { GlobalPosition } from '../types';

const SEQUENCE_MASK = (1n << 64n) - 1n;

/**
 * PostgreSQL global position: (transaction id << 64) | sequence. Subscribers read in
 * (transaction_id, sequence) order, so this encoding makes `a < b` mean "delivered before".
 */
export function encodePgPosition(transactionId: string, sequence: string): GlobalPosition {
  return (BigInt(transactionId) << 64n) | BigInt(sequence);
}

/** The (transaction id, sequence) pair as decimal strings, for `(transaction_id, sequence) > ($1::xid8, $2)`. */
export function decodePgPosition(position: GlobalPosition | undefined): [string, string] {
  if (position === undefined || position <= 0n) return ['0', '0'];
  return [(position >> 64n).toString(), (position & SEQUENCE_MASK).toString()];
}
