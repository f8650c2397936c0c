import { eventually as poll } from '@autoleasing/projections/testing/projection-test-kit';

/**
 * Retries `check` until it stops throwing: API suites wait for projections (read models,
 * SSE pushes) that catch up asynchronously. Shorter default than the projection kit's so a
 * stuck read model fails well inside the suite's Jest timeout.
 */
export const eventually = <T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> => poll(check, timeoutMs, 50);
