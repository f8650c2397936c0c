import { settle } from './api-client';
import type { ApiError } from './api-error';
import { dealerApi } from './api';

/**
 * The dealer client's answers (spec 8, dealer table): the shared client with the dealer kind (30 s
 * timeout, spec 9) reports nothing itself; the table decides. A failed load returns false (the
 * page stops its loading indicator and says so); a failed save, update-all or import hands the
 * error back so the table sets errorOnTableSave (and, for an import, shows its notice for 5 s).
 */
export { dealerApi };

/** Spec 9: the import notification stays 5 seconds; the edited-count toast 3 seconds. */
export const IMPORT_NOTICE_MS = 5_000;
export const SAVE_TOAST_MS = 3_000;

export async function dealerLoad<T>(call: Promise<T>): Promise<T | false> {
  const result = await settle(call);
  return result.ok ? result.data : false;
}

export type DealerWriteResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export function dealerWrite<T>(call: Promise<T>): Promise<DealerWriteResult<T>> {
  return settle(call);
}
