import { isWrongExpectedVersion } from '../event-store/errors';

/**
 * The one retry policy of the command path (docs/adr/0006-one-command-path.md):
 * - a decision under the stream's lock does not race the writers that take the lock, so only a
 *   writer that skips it (a plain append) can move the stream meanwhile;
 * - a decision on a cached state is decided once more on the stream as read under the lock;
 * - a decision made outside the lock (a tail-reading cache: the discount tables, the bulk worker)
 *   races every other writer between its read and its append.
 * Whichever of these loses a race (WrongExpectedVersion) re-reads and decides again at most this
 * many times; then the last WrongExpectedVersion goes to the caller (409; a job fails and BullMQ
 * retries it). Bounded, so a hot stream answers instead of spinning.
 */
export const MAX_REDECISIONS = 5;

/**
 * Runs `attempt` (read, decide, append) and, after each lost race, again: at most
 * MAX_REDECISIONS more times. `round` counts from 0 (the first attempt).
 */
export async function redecideAfterLostRace<T>(attempt: (round: number) => Promise<T>): Promise<T> {
  for (let round = 0; ; round++) {
    try {
      return await attempt(round);
    } catch (error) {
      if (!isWrongExpectedVersion(error) || round >= MAX_REDECISIONS) throw error;
    }
  }
}
