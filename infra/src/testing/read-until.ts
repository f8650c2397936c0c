/**
 * Reads until `done` accepts the result or `timeoutMs` passes, then returns the last read for the
 * test to assert on. For state that becomes visible a moment after the write that made it: the
 * global log (PostgreSQL's store shows an append only once no older transaction is in flight, and
 * a concurrent test's transaction, or one in another database that ends while that read horizon is
 * computed, can hold it back for a moment), or a cache that learns of a write by notification.
 */
export async function readUntil<T>(read: () => Promise<T>, done: (result: T) => boolean, timeoutMs = 2000): Promise<T> {
  let result = await read();
  for (const until = Date.now() + timeoutMs; !done(result) && Date.now() < until; result = await read()) await new Promise((resolve) => setTimeout(resolve, 20));
  return result;
}
