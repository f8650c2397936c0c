import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Polling interval while the live stream is not connected (issue 6: every 5 s or less). */
export const LIVE_POLL_MS = 5_000;
export const LIVE_EVENTS_URL = '/api/v1/customer_area/events';

let connected = false;

/** react-query's refetchInterval: no polling while server-sent events arrive. */
export function liveRefetchInterval(): number | false {
  return connected ? false : LIVE_POLL_MS;
}

export function isLiveConnected(): boolean {
  return connected;
}

/**
 * Subscribes to the customer area's server-sent events while mounted: every `deal_changed`
 * invalidates the customer-area queries, so the dashboard, lists and timeline follow without a
 * reload. Without EventSource (or while it reconnects) the queries poll every 5 s instead.
 */
export function useCustomerAreaLiveUpdates(queryClient: QueryClient, keyPrefix: readonly unknown[]): void {
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(LIVE_EVENTS_URL, { withCredentials: true });
    source.onopen = () => {
      connected = true;
    };
    source.onerror = () => {
      connected = false;
    };
    source.addEventListener('deal_changed', () => {
      void queryClient.invalidateQueries({ queryKey: keyPrefix });
    });
    return () => {
      connected = false;
      source.close();
    };
  }, [queryClient, keyPrefix]);
}
