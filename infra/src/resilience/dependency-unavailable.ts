/** A dependency the process needs did not answer in time (or refused): the api answers 503. */
export class DependencyUnavailable extends Error {
  readonly code = 'dependency_unavailable';

  constructor(
    readonly dependency: 'postgres' | 'redis',
    detail: string,
  ) {
    super(`${dependency} unavailable: ${detail}`);
  }
}

/**
 * Rejects with DependencyUnavailable when `work` has not settled after `timeoutMs`. For waits a
 * client library does not bound itself (BullMQ waits for a connection to become ready for ever).
 * The work itself goes on; its late result is dropped.
 */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number, dependency: DependencyUnavailable['dependency']): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DependencyUnavailable(dependency, `no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  // A late rejection of the abandoned work must not surface as an unhandled rejection.
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
