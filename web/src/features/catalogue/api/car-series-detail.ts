import type { CarSeriesDetailDto, CustomerGroup } from '@autoleasing/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '../../../lib/api';

export interface CarSeriesDetailParams {
  brand: string;
  series: string;
  group: CustomerGroup;
}

/** GET /api/v1/catalog/manufacturers/{id}/car_series/{slug}: the series with its car models (engines). */
export const getCarSeriesDetail = ({ brand, series, group }: CarSeriesDetailParams, signal?: AbortSignal) =>
  publicApi.get<CarSeriesDetailDto>(`/api/v1/catalog/manufacturers/${encodeURIComponent(brand)}/car_series/${encodeURIComponent(series)}`, {
    query: { customer_group: group },
    signal,
  });

export const getCarSeriesDetailQueryOptions = (params: CarSeriesDetailParams) =>
  queryOptions({
    queryKey: ['catalog', 'car_series', params.brand, params.series, params.group],
    queryFn: ({ signal }) => getCarSeriesDetail(params, signal),
  });

export function useCarSeriesDetail(params: CarSeriesDetailParams) {
  return useQuery(getCarSeriesDetailQueryOptions(params));
}
