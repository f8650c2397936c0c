import type {
  ComparisonCarModelsResponse,
  ComparisonCarSeriesResponse,
  ComparisonDealersResponse,
  ComparisonManufacturersAndBanksResponse,
  DiscountAuditResponse,
  DiscountAuditUsersResponse,
  DiscountComparisonResponse,
  DiscountOverviewResponse,
  UsersDealersResponse,
} from '@autoleasing/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api';
import { auditRequestQuery, type AuditParams, type ComparisonParams, type OverviewParams } from '../lib/admin-query';

/** The admin discounts screen's calls (spec 7.7, issue 8). Admin only; failures show on the screen. */
export const adminDiscountKeys = {
  all: ['admin-discounts'] as const,
};

const STATIC = 5 * 60_000;

export const usersDealersQueryOptions = () =>
  queryOptions({
    queryKey: [...adminDiscountKeys.all, 'users-dealers'],
    queryFn: ({ signal }) => adminApi.get<UsersDealersResponse>('/api/v1/users/dealers', { signal }).then((b) => b.dealers),
    staleTime: STATIC,
  });

export const manufacturersAndBanksQueryOptions = () =>
  queryOptions({
    queryKey: [...adminDiscountKeys.all, 'manufacturers-and-banks'],
    queryFn: ({ signal }) => adminApi.get<ComparisonManufacturersAndBanksResponse>('/api/v1/comparison/options/manufacturers_and_banks', { signal }),
    staleTime: STATIC,
  });

export const comparisonDealersQueryOptions = (manufacturerId: string | null, bankId: string | null) =>
  queryOptions({
    queryKey: [...adminDiscountKeys.all, 'comparison-dealers', manufacturerId, bankId],
    queryFn: ({ signal }) =>
      adminApi
        .get<ComparisonDealersResponse>('/api/v1/comparison/options/dealers', { signal, query: { manufacturer_id: manufacturerId ?? undefined, bank_id: bankId ?? undefined } })
        .then((b) => b.dealers),
    staleTime: STATIC,
  });

export const carSeriesQueryOptions = (manufacturerId: string) =>
  queryOptions({
    queryKey: [...adminDiscountKeys.all, 'car-series', manufacturerId],
    queryFn: ({ signal }) =>
      adminApi.get<ComparisonCarSeriesResponse>('/api/v1/comparison/options/car_series', { signal, query: { manufacturer_id: manufacturerId } }).then((b) => b.car_series),
    staleTime: STATIC,
  });

export const carModelsQueryOptions = (manufacturerId: string) =>
  queryOptions({
    queryKey: [...adminDiscountKeys.all, 'car-models', manufacturerId],
    queryFn: ({ signal }) =>
      adminApi.get<ComparisonCarModelsResponse>('/api/v1/comparison/options/car_models', { signal, query: { manufacturer_id: manufacturerId } }).then((b) => b.car_models),
    staleTime: STATIC,
  });

export const auditUsersQueryOptions = () =>
  queryOptions({
    queryKey: [...adminDiscountKeys.all, 'audit-users'],
    queryFn: ({ signal }) => adminApi.get<DiscountAuditUsersResponse>('/api/v1/admin/discount_audit/users', { signal }).then((b) => b.users),
    staleTime: STATIC,
  });

export const overviewQueryOptions = (params: OverviewParams) =>
  queryOptions({
    queryKey: [...adminDiscountKeys.all, 'overview', params],
    queryFn: ({ signal }) =>
      adminApi.get<DiscountOverviewResponse>('/api/v1/discounts/overview', {
        signal,
        query: {
          dealer_id: params.dealerId,
          manufacturer_id: params.manufacturerId,
          bank_id: params.bankId,
          customer_group: params.customerGroup,
          car_series_id: params.carSeriesId,
          state: params.state,
          page: params.page,
        },
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const comparisonQueryOptions = (params: ComparisonParams) =>
  queryOptions({
    queryKey: [...adminDiscountKeys.all, 'comparison', params],
    queryFn: ({ signal }) =>
      adminApi.get<DiscountComparisonResponse>('/api/v1/comparison', {
        signal,
        query: {
          manufacturer_id: params.brandId!,
          bank_id: params.bankId!,
          customer_group: params.customerGroup,
          car_series_id: params.carSeriesId,
          dealer_ids: params.dealerIds.length ? params.dealerIds.join(',') : undefined,
          page: params.page,
        },
      }),
    enabled: Boolean(params.brandId && params.bankId),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const auditQueryOptions = (params: AuditParams) =>
  queryOptions({
    queryKey: [...adminDiscountKeys.all, 'audit', params],
    queryFn: ({ signal }) => adminApi.get<DiscountAuditResponse>('/api/v1/admin/discount_audit', { signal, query: { ...auditRequestQuery(params), page: params.page } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** The export is a plain link: the session cookie goes with it and the browser saves the streamed file. */
export function auditCsvUrl(params: AuditParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(auditRequestQuery(params))) if (value) query.set(key, value);
  const text = query.toString();
  return `/api/v1/admin/discount_audit.csv${text ? `?${text}` : ''}`;
}
