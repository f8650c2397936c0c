/**
 * Small state that must survive a full page load (spec 3.13): the last auth error, the referer
 * and a payment id. Kept in a cookie for 3 days; not Secure because the spec says so (local http).
 */
import { readCookie } from './server-scope';

export interface PersistedState {
  error?: { status: number; message: string } | null;
  refererUrl?: string | null;
  paymentId?: string | null;
}

export const PERSISTED_STATE_COOKIE = 'autoleasing_state';
const THREE_DAYS_S = 3 * 24 * 60 * 60;

export function readPersistedState(): PersistedState {
  const value = readCookie(PERSISTED_STATE_COOKIE);
  if (!value) return {};
  try {
    return JSON.parse(decodeURIComponent(value)) as PersistedState;
  } catch {
    return {};
  }
}

export function writePersistedState(patch: PersistedState): void {
  const next = { ...readPersistedState(), ...patch };
  document.cookie = `${PERSISTED_STATE_COOKIE}=${encodeURIComponent(JSON.stringify(next))}; Max-Age=${THREE_DAYS_S}; Path=/; SameSite=Lax`;
}
