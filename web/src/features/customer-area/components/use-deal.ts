import type { CustomerDealDetailDto } from '@autoleasing/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { customerAreaKeys, dealQueryOptions } from '../api/customer-area-api';
import { useCustomerAreaLiveUpdates } from '../lib/live-updates';

export type DealLoad = { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; detail: CustomerDealDetailDto };

/** The customer's deal for a page; a missing or archived deal is 'missing' (spec 7.8: → /customer). */
export function useCustomerDeal(id: string): DealLoad {
  const query = useQuery(dealQueryOptions(id));
  if (query.data) return { status: 'ready', detail: query.data };
  if (query.error) return query.error instanceof ApiError && query.error.statusCode === 404 ? { status: 'missing' } : { status: 'failed' };
  return { status: 'loading' };
}

/** Live updates for the customer area's queries while a page is shown. */
export function useLive(): void {
  useCustomerAreaLiveUpdates(useQueryClient(), customerAreaKeys.all);
}
