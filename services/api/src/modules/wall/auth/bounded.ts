/** Redis answers in well under a millisecond; a wait this long means it is down or unreachable. */
export const REDIS_DECISION_TIMEOUT_MS = 500;

export class RedisDecisionTimeout extends Error {
  constructor() {
    super(`Redis did not answer within ${REDIS_DECISION_TIMEOUT_MS} ms`);
  }
}

/**
 * The shared ioredis connection retries commands for ever while Redis is away (BullMQ needs
 * that). A login or a mail request must not hang with it: the caller gets a rejection after the
 * limit and decides what that means for its rule.
 */
export function bounded<T>(work: Promise<T>, timeoutMs = REDIS_DECISION_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisDecisionTimeout()), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
