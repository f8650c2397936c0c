import type { Page } from '@playwright/test';

interface DehydratedQuery {
  queryKey: readonly unknown[];
  state: { data?: unknown };
}

/**
 * The answer a server-rendered page was rendered from. Such a page asks the API on the server and
 * hands the query cache to the browser, so the browser makes no request a test could wait for.
 */
export async function renderedQueryData<T>(page: Page, matches: (queryKey: readonly unknown[]) => boolean): Promise<T> {
  const payload = await page.locator('#ssr-data').textContent();
  if (!payload) throw new Error(`${page.url()} was not server-rendered: it has no #ssr-data block`);
  const queries = (JSON.parse(payload) as { queries: { queries: DehydratedQuery[] } }).queries.queries;
  const query = queries.find((q) => matches(q.queryKey));
  if (!query?.state.data) throw new Error(`${page.url()} was rendered without the query asked for; it holds ${queries.map((q) => JSON.stringify(q.queryKey)).join(', ')}`);
  return query.state.data as T;
}
