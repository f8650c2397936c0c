import type { GlobalPosition } from '@autoleasing/infra';

/**
 * Positions travel to PostgreSQL as decimal text into numeric(40,0): JavaScript numbers would
 * lose precision above 2^53 and positions are up to 128 bits.
 */
export function positionToText(position: GlobalPosition): string {
  if (position < 0n) throw new RangeError(`Negative position ${position}`);
  return position.toString(10);
}

export function positionFromText(text: string | null | undefined): GlobalPosition {
  if (text === null || text === undefined || text === '') return 0n;
  if (!/^\d+$/.test(text)) throw new TypeError(`Not a position: ${text}`);
  return BigInt(text);
}
