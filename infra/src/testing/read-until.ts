/**
 * Reads until `done` accepts the result or `timeoutMs` passes, then returns the last read for the
 * test to assert on. For reads of the global log: PostgreSQL's store shows an append only once no
 * older transaction is in flight (its read horizon), and a concurrent test's transaction, or one
 * in another database that ends while the horizon is computed, can hold that back for a moment.
 */
export async function readUntil<T>(read: () => Promise<T>, done: (result: T) => boolean, timeoutMs = 2000): Promise<T> {
  let result = await read();
  for (const until = Date.now() + timeoutMs; !done(result) && Date.now() < until; result = await read()) await new Promise((resolve) => setTimeout(resolve, 20));
  return result;
}
