import type { SecurityLogResponse } from '@autoleasing/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api';
import { pageOf } from '../../../lib/url-page';

/** The security log's filters as the URL and GET /api/v1/admin/security_log name them. */
export interface SecurityLogParams {
  kind?: string;
  user_id?: string;
  client_ip?: string;
  /** Local date (YYYY-MM-DD) in the browser; sent as the start of that day, `to` as the end. */
  from?: string;
  to?: string;
  page: number;
}

export const SECURITY_LOG_FILTERS = ['kind', 'user_id', 'client_ip', 'from', 'to'] as const;

export function parseSecurityLogParams(search: URLSearchParams): SecurityLogParams {
  const params: SecurityLogParams = { page: pageOf(search) };
  for (const key of SECURITY_LOG_FILTERS) {
    const value = search.get(key)?.trim();
    if (value) params[key] = value;
  }
  return params;
}

/** A local date's start (from) or the next day's start (to, exclusive) as an ISO instant. */
function dayBoundary(date: string | undefined, nextDay: boolean): string | undefined {
  if (!date) return undefined;
  const day = new Date(`${date}T00:00:00`);
  if (Number.isNaN(day.getTime())) return undefined;
  if (nextDay) day.setDate(day.getDate() + 1);
  return day.toISOString();
}

export const securityLogQueryOptions = (params: SecurityLogParams) =>
  queryOptions({
    queryKey: ['security-log', params],
    queryFn: ({ signal }) =>
      adminApi.get<SecurityLogResponse>('/api/v1/admin/security_log', {
        signal,
        query: {
          kind: params.kind,
          user_id: params.user_id,
          client_ip: params.client_ip,
          from: dayBoundary(params.from, false),
          to: dayBoundary(params.to, true),
          page: String(params.page),
        },
      }),
    placeholderData: keepPreviousData,
  });
