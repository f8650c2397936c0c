import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { LIVE_EVENTS_URL, LIVE_POLL_MS, liveRefetchInterval, useCustomerAreaLiveUpdates } from './live-updates';

class FakeEventSource {
  static last: FakeEventSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, (() => void)[]>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  close() {
    this.closed = true;
  }
}

describe('customer area live updates', () => {
  const original = (globalThis as { EventSource?: unknown }).EventSource;
  beforeEach(() => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    (globalThis as { EventSource?: unknown }).EventSource = original;
  });

  it('listens to the server-sent events with the session cookie, refetches on deal_changed, and polls only while not connected', () => {
    const queryClient = new QueryClient();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const key = ['customer-area'] as const;
    const { unmount } = renderHook(() => useCustomerAreaLiveUpdates(queryClient, key));
    const source = FakeEventSource.last!;
    expect(source.url).toBe(LIVE_EVENTS_URL);
    expect(source.init).toEqual({ withCredentials: true });
    expect(liveRefetchInterval()).toBe(LIVE_POLL_MS);
    source.onopen!();
    expect(liveRefetchInterval()).toBe(false);
    source.emit('deal_changed');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: key });
    source.onerror!();
    expect(liveRefetchInterval()).toBe(LIVE_POLL_MS);
    unmount();
    expect(source.closed).toBe(true);
    expect(LIVE_POLL_MS).toBeLessThanOrEqual(5000);
  });
});
