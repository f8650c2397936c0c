/** Failures allowed for one account from one client before any wait (typos, caps lock, a forgotten password). */
export const FREE_FAILURES_PER_ACCOUNT_AND_CLIENT = 3;
/** Failures one client may make across all accounts before waits (an office or a proxy shares an address). */
export const FREE_FAILURES_PER_CLIENT = 10;
/** Failures on one account (from anywhere) after which its owner is told by mail, once per window. */
export const FAILURES_BEFORE_OWNER_NOTICE = 5;
/** Counters live this long after the last failure; a quiet hour forgives everything. */
export const LOGIN_FAILURE_WINDOW_SECONDS = 60 * 60;
/** The longest wait one more failure can cause. */
export const MAX_LOGIN_DELAY_SECONDS = 15 * 60;

/**
 * Seconds to wait after the n-th failure: none within the free allowance, then 1, 2, 4, 8 … s,
 * capped. Doubling costs a guesser dearly within minutes while a person who mistypes a few times
 * waits seconds, and nobody is ever locked out for good.
 */
export function loginDelaySeconds(failures: number, freeFailures: number): number {
  const beyond = failures - freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(2 ** (beyond - 1), MAX_LOGIN_DELAY_SECONDS);
}
