import { analyticsPropsProblems, type AnalyticsEventName, type AnalyticsProps } from '@autoleasing/contracts';

/**
 * Analytics events of spec 4.6 and 8 (login_success, login_failed, …). Pages call `track`; where
 * the events go is the sink's business, so tests and a future vendor script plug in their own.
 */
export type AnalyticsSink = (event: AnalyticsEventName, props: AnalyticsProps) => void;

export const ANALYTICS_ENDPOINT = '/api/v1/analytics/events';

export interface BeaconSinkDeps {
  sendBeacon?: (url: string, data: Blob) => boolean;
  fetch?: typeof fetch;
  /** Development: every event also goes to the console, so it can be seen while building pages. */
  log?: (message: string, details: unknown) => void;
}

/**
 * The default sink: posts to the API with sendBeacon, which survives the navigation that often
 * follows (login → redirect), or fetch with keepalive where sendBeacon is missing or refuses.
 * Never throws and never waits: analytics must not break or slow a page.
 */
export function createBeaconSink(deps: BeaconSinkDeps): AnalyticsSink {
  return (event, props) => {
    const body = JSON.stringify(Object.keys(props).length ? { event, props } : { event });
    deps.log?.(`[analytics] ${event}`, props);
    // A JSON Blob: the API parses application/json only (a bare string would go as text/plain).
    if (deps.sendBeacon?.(ANALYTICS_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    deps
      .fetch?.(ANALYTICS_ENDPOINT, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'same-origin' })
      .catch(() => undefined);
  };
}

const isDevelopment = () => typeof process !== 'undefined' && process.env.NODE_ENV === 'development';

function defaultSink(): AnalyticsSink {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return createBeaconSink({
    sendBeacon: typeof nav?.sendBeacon === 'function' ? (url, data) => nav.sendBeacon(url, data) : undefined,
    fetch: typeof fetch === 'function' ? (input, init) => fetch(input, init) : undefined,
    log: isDevelopment()
      ? // eslint-disable-next-line no-console -- development only: seeing each event is the point of this logger
        (message, details) => console.info(message, details)
      : undefined,
  });
}

let sink: AnalyticsSink | null = null;

/** Replaces the sink (tests, another analytics backend); returns a function restoring the old one. */
export function setAnalyticsSink(next: AnalyticsSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

/**
 * Records an event. Props the API would refuse (keys off the contracts' whitelist, free text such
 * as an e-mail address) are dropped here, so a careless caller cannot leak personal data.
 */
export function track(event: AnalyticsEventName, props: AnalyticsProps = {}): void {
  const safe = analyticsPropsProblems(props).length === 0 ? props : {};
  try {
    (sink ??= defaultSink())(event, safe);
  } catch {
    // A broken sink must not break the page that tracked.
  }
}

/** Props of a failed call for login_failed and friends: HTTP status (0 = no answer) and error code. */
export function failureProps(error: unknown): AnalyticsProps {
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  return { status: typeof statusCode === 'number' ? statusCode : 0, ...(typeof code === 'string' ? { code } : {}) };
}
