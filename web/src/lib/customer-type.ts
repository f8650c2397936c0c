/**
 * Customer group from the URL (spec 2.1): customer_group=b2b|b2c or customer_type=B|P.
 * Links carry customer_type so the next page keeps showing net or gross prices.
 */
export type CustomerGroup = 'b2b' | 'b2c';
export type CustomerType = 'B' | 'P';

export function customerGroupFromSearch(search: URLSearchParams): CustomerGroup | null {
  const group = search.get('customer_group')?.toLowerCase();
  if (group === 'b2b' || group === 'b2c') return group;
  const type = search.get('customer_type')?.toUpperCase();
  if (type === 'B') return 'b2b';
  if (type === 'P') return 'b2c';
  return null;
}

export function customerTypeOf(group: CustomerGroup): CustomerType {
  return group === 'b2b' ? 'B' : 'P';
}

/** '/leasing' + b2c → '/leasing?customer_type=P'; without a known group the path stays as is. */
export function withCustomerType(path: string, group: CustomerGroup | null): string {
  if (!group) return path;
  return `${path}${path.includes('?') ? '&' : '?'}customer_type=${customerTypeOf(group)}`;
}
