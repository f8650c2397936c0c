import type { CustomerGroup } from '@autoleasing/contracts';

/** The API's 400 for an offer or package of the other customer group (spec 2.7, 8). */
export interface OtherGroupError {
  /** The group the offer or package is for. */
  group: CustomerGroup;
  kind: 'offer' | 'packages';
}

const CODE = /^(offer|packages)_only_for_(b2b|b2c)$/;

/** 'packages_only_for_b2c' → { group: 'b2c', kind: 'packages' }; any other code → null. */
export function otherGroupOf(code: string | undefined): OtherGroupError | null {
  const match = code ? CODE.exec(code) : null;
  return match ? { kind: match[1] as OtherGroupError['kind'], group: match[2] as CustomerGroup } : null;
}
