import type { CustomerGroup, ProductResponse } from '@autoleasing/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '../../../lib/api';

export interface ProductParams {
  id: string;
  /** Undefined for a visitor who chose no group: the API answers in the offer's own group. */
  group: CustomerGroup | undefined;
  lastSeenIds: string[];
}

export const getProduct = ({ id, group, lastSeenIds }: ProductParams, signal?: AbortSignal) =>
  publicApi.get<ProductResponse>(`/api/v1/products/${encodeURIComponent(id)}`, {
    query: { ...(group ? { customer_group: group } : {}), 'last_seen_car_ids[]': lastSeenIds },
    signal,
  });

export const getProductQueryOptions = (params: ProductParams) =>
  queryOptions({
    queryKey: ['products', params.id, params.group ?? 'offer-group', params.lastSeenIds],
    queryFn: ({ signal }) => getProduct(params, signal),
  });

export function useProduct(params: ProductParams) {
  return useQuery(getProductQueryOptions(params));
}
