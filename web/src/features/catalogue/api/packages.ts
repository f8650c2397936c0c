import type { CustomerGroup, PackagesResponse } from '@autoleasing/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '../../../lib/api';

export interface PackagesParams {
  /** The package page's id: a pre-configured car spec; the answer lists its model's packages. */
  carSpecId: string;
  /** Undefined for a visitor who chose no group: the API answers in the package's own group. */
  group: CustomerGroup | undefined;
  months?: number;
  kmPerYear?: number;
}

export const getPackages = ({ carSpecId, group, months, kmPerYear }: PackagesParams, signal?: AbortSignal) =>
  publicApi.get<PackagesResponse>(`/api/v1/car_specs/${encodeURIComponent(carSpecId)}/packages`, {
    query: { ...(group ? { customer_group: group } : {}), months, km_per_year: kmPerYear },
    signal,
  });

export const getPackagesQueryOptions = (params: PackagesParams) =>
  queryOptions({
    queryKey: ['packages', params.carSpecId, params.group ?? 'offer-group', params.months ?? null, params.kmPerYear ?? null],
    queryFn: ({ signal }) => getPackages(params, signal),
  });

export function usePackages(params: PackagesParams) {
  return useQuery(getPackagesQueryOptions(params));
}
