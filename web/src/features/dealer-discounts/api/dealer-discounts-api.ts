import type {
  ColumnCheckerResponse,
  CopyDiscountsRequest,
  DealerBankDto,
  DealerManufacturerDto,
  DiscountFilters,
  DiscountHistoryQuery,
  DiscountCopyPreviewResponse,
  DiscountHistoryResponse,
  DiscountImportResponse,
  DiscountJobAccepted,
  DiscountLayoutResponse,
  DiscountScopeParams,
  DiscountSortKey,
  DiscountTableResponse,
  SortDirection,
  UpdateAllPreviewResponse,
  JobStatusResponse,
  PatchDiscountLayoutRequest,
  SaveDiscountsRequest,
  SaveDiscountsResponse,
  CancelDiscountCampaignResponse,
  DiscountCampaignsResponse,
  RestoreDiscountsRequest,
  ScheduleDiscountCampaignRequest,
  ScheduleDiscountCampaignResponse,
  RestoreDiscountsResponse,
  UnconfirmDiscountsRequest,
  UnconfirmDiscountsResponse,
  TotalAmountResponse,
  UpdateAllRequest,
  UsersDealersResponse,
} from '@autoleasing/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { dealerApi, dealerLoad, dealerWrite } from '../../../lib/dealer-client';
import { filterParams } from '../lib/table-query';

/** The dealer area's calls (spec 7.1, dealer id in the path); loads answer false on failure (spec 8). */
const base = (dealerId: string) => `/api/v1/dealers/${encodeURIComponent(dealerId)}`;

/** `{ banks: [...] }` as the spec's response names it; a bare list is read the same way. */
function listOf<T>(body: unknown, key: string): T[] {
  if (Array.isArray(body)) return body as T[];
  const list = (body as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(list) ? (list as T[]) : [];
}

export const dealerKeys = {
  all: ['dealer-discounts'] as const,
  dealer: (dealerId: string) => [...dealerKeys.all, dealerId] as const,
};

export const banksQueryOptions = (dealerId: string) =>
  queryOptions({
    queryKey: [...dealerKeys.dealer(dealerId), 'banks'],
    queryFn: async ({ signal }) => {
      const body = await dealerLoad(dealerApi.get<unknown>(`${base(dealerId)}/banks`, { signal }));
      return body === false ? false : listOf<DealerBankDto>(body, 'banks');
    },
    staleTime: 5 * 60_000,
  });

export const manufacturersQueryOptions = (dealerId: string) =>
  queryOptions({
    queryKey: [...dealerKeys.dealer(dealerId), 'manufacturers'],
    queryFn: async ({ signal }) => {
      const body = await dealerLoad(dealerApi.get<unknown>(`${base(dealerId)}/manufacturers`, { signal }));
      return body === false ? false : listOf<DealerManufacturerDto>(body, 'manufacturers');
    },
    staleTime: 5 * 60_000,
  });

export interface DiscountPageParams {
  scope: DiscountScopeParams;
  filters: DiscountFilters;
  page: number;
  asOf: string | null;
  /** Server-side sort and page size (issue 21); absent: the table's order, 20 rows. */
  sort?: DiscountSortKey | null;
  sortDirection?: SortDirection;
  perPage?: number;
}

export const discountsQueryOptions = (dealerId: string, params: DiscountPageParams) =>
  queryOptions({
    queryKey: [...dealerKeys.dealer(dealerId), 'discounts', params],
    queryFn: ({ signal }) =>
      dealerLoad(
        dealerApi.get<DiscountTableResponse>(`${base(dealerId)}/discounts`, {
          signal,
          query: {
            ...params.scope,
            ...filterParams(params.filters),
            page: params.page,
            as_of: params.asOf ?? undefined,
            sort: params.sort ?? undefined,
            sort_direction: params.sort ? params.sortDirection : undefined,
            per_page: params.perPage && params.perPage !== 20 ? params.perPage : undefined,
          },
        }),
      ),
    // A table someone edits: always read it fresh when it is shown again.
    staleTime: 0,
  });

export const saveDiscounts = (dealerId: string, body: SaveDiscountsRequest) =>
  dealerWrite(dealerApi.post<SaveDiscountsResponse>(`${base(dealerId)}/discounts`, body));

/** 'Bestätigung aufheben' (issue 21): its own audited command, not a draft. */
export const unconfirmDiscounts = (dealerId: string, body: UnconfirmDiscountsRequest) =>
  dealerWrite(dealerApi.post<UnconfirmDiscountsResponse>(`${base(dealerId)}/discounts/unconfirm`, body));

/** 'Diesen Stand wiederherstellen' (issue 21): with dry_run only counts the cells that would change. */
export const restoreDiscounts = (dealerId: string, body: RestoreDiscountsRequest) =>
  dealerWrite(dealerApi.post<RestoreDiscountsResponse>(`${base(dealerId)}/discounts/restore`, body));

/** The table's campaigns (issue 21 item 8): scheduled, running and recently ended. */
export const campaignsQueryOptions = (dealerId: string, scope: DiscountScopeParams) =>
  queryOptions({
    queryKey: [...dealerKeys.dealer(dealerId), 'campaigns', scope],
    queryFn: ({ signal }) => dealerLoad(dealerApi.get<DiscountCampaignsResponse>(`${base(dealerId)}/discounts/campaigns`, { signal, query: { ...scope } })),
    staleTime: 0,
  });

export const scheduleCampaign = (dealerId: string, body: ScheduleDiscountCampaignRequest) =>
  dealerWrite(dealerApi.post<ScheduleDiscountCampaignResponse>(`${base(dealerId)}/discounts/campaigns`, body));

export const cancelCampaign = (dealerId: string, campaignId: string, scope: DiscountScopeParams) =>
  dealerWrite(dealerApi.post<CancelDiscountCampaignResponse>(`${base(dealerId)}/discounts/campaigns/${encodeURIComponent(campaignId)}/cancel`, scope));

const idempotencyKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const startUpdateAll = (dealerId: string, body: UpdateAllRequest) =>
  dealerWrite(dealerApi.post<DiscountJobAccepted>(`${base(dealerId)}/discounts/update_all`, body, { headers: { 'Idempotency-Key': idempotencyKey() } }));

/** What a relative update_all would do (issue 21), before it is started. */
export const previewUpdateAll = (dealerId: string, body: UpdateAllRequest) =>
  dealerWrite(dealerApi.post<UpdateAllPreviewResponse>(`${base(dealerId)}/discounts/update_all/preview`, body));

export const startCopy = (dealerId: string, body: CopyDiscountsRequest) =>
  dealerWrite(dealerApi.post<DiscountJobAccepted>(`${base(dealerId)}/discounts/copy`, body, { headers: { 'Idempotency-Key': idempotencyKey() } }));

/** 'Exportieren': a plain link (the session cookie goes with it), every row matching the filters. */
export function exportUrl(dealerId: string, scope: DiscountScopeParams, filters: DiscountFilters, format: 'xlsx' | 'csv'): string {
  const query = new URLSearchParams({ ...scope, ...filterParams(filters), format });
  return `${base(dealerId)}/discounts/export?${query.toString()}`;
}

/** Upload of an edited export: a dry run, or the apply with the dry run's revision and token. */
export function importDiscountsFile(dealerId: string, scope: DiscountScopeParams, file: File, check: { revision: number; token: string } | null) {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = check ? { ...scope, dry_run: 'false', revision: check.revision, token: check.token } : { ...scope, dry_run: 'true' };
  return dealerWrite(dealerApi.post<DiscountImportResponse>(`${base(dealerId)}/discounts/import`, form, { query }));
}

/** What a copy from another table would change here (before the job starts). */
export const copyPreviewQueryOptions = (dealerId: string, scope: DiscountScopeParams, source: Pick<DiscountScopeParams, 'customer_group' | 'bank_id'>) =>
  queryOptions({
    queryKey: [...dealerKeys.dealer(dealerId), 'copy_preview', scope, source],
    queryFn: ({ signal }) =>
      dealerLoad(
        dealerApi.get<DiscountCopyPreviewResponse>(`${base(dealerId)}/discounts/copy/preview`, {
          signal,
          query: { ...scope, source_customer_group: source.customer_group, source_bank_id: source.bank_id },
        }),
      ),
    staleTime: 0,
  });

export const totalAmountQueryOptions = (dealerId: string, scope: DiscountScopeParams) =>
  queryOptions({
    queryKey: [...dealerKeys.dealer(dealerId), 'total_amount', scope],
    queryFn: ({ signal }) => dealerLoad(dealerApi.get<TotalAmountResponse>(`${base(dealerId)}/discounts/total_amount`, { signal, query: { ...scope } })),
    staleTime: 0,
  });

export const checkColumn = (dealerId: string, manufacturerId: string) =>
  dealerWrite(dealerApi.get<ColumnCheckerResponse>(`${base(dealerId)}/discount_layouts/column_checker`, { query: { manufacturer_id: manufacturerId } }));

export const patchLayout = (dealerId: string, body: PatchDiscountLayoutRequest) =>
  dealerWrite(dealerApi.patch<DiscountLayoutResponse>(`${base(dealerId)}/discount_layouts`, body));

/** The history of a cell, page by page (newest first); a page that fails to load answers false. */
export const historyQueryOptions = (dealerId: string, query: Omit<DiscountHistoryQuery, 'page'>) =>
  infiniteQueryOptions({
    queryKey: [...dealerKeys.dealer(dealerId), 'history', query],
    queryFn: ({ signal, pageParam }) =>
      dealerLoad(
        dealerApi.get<DiscountHistoryResponse>(`${base(dealerId)}/discounts/history`, { signal, query: { ...query, ...(pageParam > 1 ? { page: pageParam } : {}) } }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last: DiscountHistoryResponse | false) => (last && last.page < last.page_count ? last.page + 1 : undefined),
    staleTime: 0,
  });

export const jobStatus = (jobId: string, signal?: AbortSignal) =>
  dealerLoad(dealerApi.get<JobStatusResponse>(`/api/v1/jobs/${encodeURIComponent(jobId)}`, { signal }));

/** A failed bulk job goes on from where it stopped (rows it changed stay, the rest follow). */
export const resumeJob = (jobId: string) => dealerWrite(dealerApi.post<JobStatusResponse>(`/api/v1/jobs/${encodeURIComponent(jobId)}/resume`, {}));

/** An Admin's choice of dealer (dealer_id_for_admin): GET /api/v1/users/dealers, Admin only. */
export const dealersQueryOptions = () =>
  queryOptions({
    queryKey: [...dealerKeys.all, 'dealers'],
    queryFn: async ({ signal }) => {
      const body = await dealerLoad(dealerApi.get<UsersDealersResponse>('/api/v1/users/dealers', { signal }));
      return body === false ? false : body.dealers;
    },
    staleTime: 5 * 60_000,
  });
