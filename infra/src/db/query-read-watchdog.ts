import type { Pool, PoolClient } from 'pg';

/** What a client of pg 8 holds while a query runs (its public getter is deprecated). */
type WatchedClient = PoolClient & { _activeQuery?: unknown; connection?: { stream?: { destroy(error?: Error): void } } };

/**
 * The client-side read limit of a pool (issue 19, item 4: a server that does not answer at all,
 * where statement_timeout cannot help) without a timer per query. pg's `query_timeout` arms a
 * setTimeout for every query, and with timers armed per query the query results outlived the
 * young-generation GC: 6 s of 100-row table pages promoted about 200 MB to the old generation
 * against 2 MB without, and the GC pauses grew fivefold (10 ms a pause in the api).
 *
 * One interval per pool looks at each connection's query in flight instead; a query seen running
 * for `limitMs` (give or take one look) ends its connection with pg's own message, 'Query read
 * timeout', which the error mapping answers as 503 dependency_unavailable. The pool then drops
 * the connection, as it does after any connection error. Returns a stop function.
 */
export function watchQueryReads(pool: Pool, limitMs: number): () => void {
  const clients = new Set<WatchedClient>();
  const running = new WeakMap<WatchedClient, { query: unknown; since: number }>();
  pool.on('connect', (client) => clients.add(client as WatchedClient));
  pool.on('remove', (client) => clients.delete(client as WatchedClient));
  const look = () => {
    const now = Date.now();
    for (const client of clients) {
      const query = client._activeQuery;
      const seen = running.get(client);
      if (!query) running.delete(client);
      else if (seen?.query !== query) running.set(client, { query, since: now });
      else if (now - seen.since >= limitMs) {
        running.delete(client);
        client.connection?.stream?.destroy(new Error('Query read timeout'));
      }
    }
  };
  const timer = setInterval(look, Math.max(50, Math.min(1000, Math.floor(limitMs / 4))));
  timer.unref();
  return () => clearInterval(timer);
}
