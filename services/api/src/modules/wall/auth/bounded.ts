/** Redis answers in well under a millisecond; a wait this long means it is down or unreachable. */
export const REDIS_DECISION_TIMEOUT_MS = 500;

export class RedisDecisionTimeout extends Error {
  constructor() {
    super(`Redis did not answer within ${REDIS_DECISION_TIMEOUT_MS} ms`);
  }
}

/**
 * The api's request-path Redis connection already fails a command after REDIS_COMMAND_TIMEOUT_MS
 * (1 s by default) and at once while Redis is away (no offline queue, one retry). A login or a
 * mail request decides sooner: the caller gets a rejection after this shorter limit and decides
 * what that means for its rule.
 */
export function bounded<T>(work: Promise<T>, timeoutMs = REDIS_DECISION_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisDecisionTimeout()), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
