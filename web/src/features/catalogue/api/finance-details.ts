import type { CustomerGroup, FinanceDetailsResponse } from '@autoleasing/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '../../../lib/api';

export interface FinanceDetailsParams {
  carSpecId: string;
  months: number;
  km: number;
  group: CustomerGroup;
}

/** GET /api/v1/car_specs/{id}/finance_details: the § 17 PAngV figures of one term. */
export const getFinanceDetails = ({ carSpecId, months, km, group }: FinanceDetailsParams, signal?: AbortSignal) =>
  publicApi.get<FinanceDetailsResponse>(`/api/v1/car_specs/${encodeURIComponent(carSpecId)}/finance_details`, {
    query: { months, km, customer_group: group },
    signal,
  });

export const getFinanceDetailsQueryOptions = (params: FinanceDetailsParams) =>
  queryOptions({
    queryKey: ['car_specs', params.carSpecId, 'finance_details', params.months, params.km, params.group],
    queryFn: ({ signal }) => getFinanceDetails(params, signal),
  });

export function useFinanceDetails(params: FinanceDetailsParams, enabled: boolean) {
  return useQuery({ ...getFinanceDetailsQueryOptions(params), enabled });
}
