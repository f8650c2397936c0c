import type {
  ArchivedDealDto,
  CustomerDashboardDto,
  CustomerDealDetailDto,
  CustomerDealListDto,
  CustomerDealMessageDto,
  CustomerDocumentDto,
  CustomerExtrasRequest,
  CustomerMessageRequest,
  CustomerNotificationDto,
  CustomerNotificationListDto,
  CustomerPaymentDto,
  CustomerProfileDto,
  CustomerStateGroup,
} from '@autoleasing/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { customerAreaApi } from '../../../lib/api';
import { createApiClient } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/navigation';
import { LIVE_POLL_MS, liveRefetchInterval } from '../lib/live-updates';

/**
 * The customer area's calls (spec 7.6) on the customer-area client of spec 8: no answer → /error,
 * 404 → the 404 page, any other error → the 'toasterApiError' toast for 3 s. A deal page's own
 * deal is the exception of spec 7.8: a missing (or archived) deal sends the user to /customer, so
 * that call uses a client of the same kind without the 404 page.
 */
const BASE = '/api/v1/customer_area';
const dealPageApi = createApiClient({ kind: 'customer-area', handlers: { navigate: navigateTo, showToast } });

export const customerAreaKeys = {
  all: ['customer-area'] as const,
  dashboard: () => [...customerAreaKeys.all, 'dashboard'] as const,
  deals: (group: CustomerStateGroup | 'all') => [...customerAreaKeys.all, 'deals', group] as const,
  deal: (id: string) => [...customerAreaKeys.all, 'deal', id] as const,
  notifications: () => [...customerAreaKeys.all, 'notifications'] as const,
  documents: () => [...customerAreaKeys.all, 'documents'] as const,
  profile: () => [...customerAreaKeys.all, 'profile'] as const,
  payment: (dealId: string) => [...customerAreaKeys.all, 'payment', dealId] as const,
};

/** Live: refetched on focus, and every few seconds while the server-sent events are not connected. */
const live = { staleTime: 0, refetchOnWindowFocus: true, refetchInterval: () => liveRefetchInterval() } as const;

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: customerAreaKeys.dashboard(), queryFn: ({ signal }) => customerAreaApi.get<CustomerDashboardDto>(`${BASE}/dashboard`, { signal }), ...live });

/** A group's deals page by page ("Weitere anzeigen" loads the next); live refetches every loaded page. */
export const dealListQueryOptions = (group: CustomerStateGroup | 'all') =>
  infiniteQueryOptions({
    queryKey: customerAreaKeys.deals(group),
    queryFn: ({ signal, pageParam }) => customerAreaApi.get<CustomerDealListDto>(`${BASE}/deals`, { signal, query: { group, page: String(pageParam) } }),
    initialPageParam: 1,
    getNextPageParam: (last: CustomerDealListDto) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
    ...live,
  });

export const dealQueryOptions = (id: string) =>
  queryOptions({
    queryKey: customerAreaKeys.deal(id),
    queryFn: ({ signal }) => dealPageApi.get<CustomerDealDetailDto>(`${BASE}/deals/${encodeURIComponent(id)}`, { signal }),
    ...live,
  });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: customerAreaKeys.notifications(),
    queryFn: ({ signal }) => customerAreaApi.get<CustomerNotificationListDto>(`${BASE}/notifications`, { signal }),
    ...live,
  });

export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: customerAreaKeys.documents(),
    queryFn: ({ signal }) => customerAreaApi.get<CustomerDocumentDto[]>(`${BASE}/documents`, { signal }),
    // The signed links expire after 5 minutes: fetch fresh ones well before.
    staleTime: 0,
    refetchInterval: 120_000,
  });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: customerAreaKeys.profile(), queryFn: ({ signal }) => customerAreaApi.get<CustomerProfileDto>(`${BASE}/profile`, { signal }), staleTime: 0 });

export const paymentQueryOptions = (dealId: string) =>
  queryOptions({
    queryKey: customerAreaKeys.payment(dealId),
    queryFn: ({ signal }) => customerAreaApi.get<CustomerPaymentDto>(`${BASE}/payments/${encodeURIComponent(dealId)}`, { signal }),
    ...live,
  });

export const archiveDeal = (id: string) => customerAreaApi.post<ArchivedDealDto>(`${BASE}/deals/${encodeURIComponent(id)}/archive`);

export const markNotificationSeen = (id: string) => customerAreaApi.patch<CustomerNotificationDto>(`${BASE}/notifications/${encodeURIComponent(id)}/mark_as_seen`);

export const postMessage = (body: CustomerMessageRequest, idempotencyKey: string) =>
  customerAreaApi.post<CustomerDealMessageDto>(`${BASE}/messages`, body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const selectExtra = (dealId: string, body: CustomerExtrasRequest) =>
  customerAreaApi.patch<CustomerDealDetailDto>(`${BASE}/deals/${encodeURIComponent(dealId)}/extras`, body);

export { LIVE_POLL_MS };
