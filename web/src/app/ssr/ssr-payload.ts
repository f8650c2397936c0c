import type { DehydratedState } from '@tanstack/react-query';
import type { RaisedErrorPage } from '../../lib/error-page-signal';

/** The id of the JSON block a server-rendered page hands to the client entry. */
export const SSR_DATA_ID = 'ssr-data';

/** What the server render knew: the router's loader data, the query cache and a raised error page. */
export interface SsrPayload {
  loaderData: Record<string, unknown>;
  queries: DehydratedState;
  raised: RaisedErrorPage | null;
}

export function readSsrPayload(): SsrPayload | null {
  const element = document.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as SsrPayload;
}
