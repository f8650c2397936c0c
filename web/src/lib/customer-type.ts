import { CUSTOMER_GROUP_URL_VALUES, parseCustomerGroup, parseCustomerType, type CustomerGroup } from '@autoleasing/contracts';

/**
 * Customer group from the URL (spec 2.1): customer_group=b2b|b2c|B|P, else customer_type=B|P, as
 * the contracts parse them (the spellings the server's page routing lets through). Links carry
 * customer_type so the next page keeps showing net or gross prices.
 */
export function customerGroupFromSearch(search: URLSearchParams): CustomerGroup | null {
  return parseCustomerGroup(search.get('customer_group')) ?? parseCustomerType(search.get('customer_type')) ?? null;
}

/** '/leasing' + b2c → '/leasing?customer_type=P'; without a known group the path stays as is. */
export function withCustomerType(path: string, group: CustomerGroup | null): string {
  if (!group) return path;
  return `${path}${path.includes('?') ? '&' : '?'}customer_type=${CUSTOMER_GROUP_URL_VALUES[group]}`;
}
