/**
 * Small state that must survive a full page load (spec 3.13): the last auth error, the referer
 * and a payment id. Kept in a cookie for 3 days; not Secure because the spec says so (local http).
 */
export interface PersistedState {
  error?: { status: number; message: string } | null;
  refererUrl?: string | null;
  paymentId?: string | null;
}

export const PERSISTED_STATE_COOKIE = 'autoleasing_state';
const THREE_DAYS_S = 3 * 24 * 60 * 60;

export function readPersistedState(): PersistedState {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${PERSISTED_STATE_COOKIE}=`));
  if (!entry) return {};
  try {
    return JSON.parse(decodeURIComponent(entry.slice(PERSISTED_STATE_COOKIE.length + 1))) as PersistedState;
  } catch {
    return {};
  }
}

export function writePersistedState(patch: PersistedState): void {
  const next = { ...readPersistedState(), ...patch };
  document.cookie = `${PERSISTED_STATE_COOKIE}=${encodeURIComponent(JSON.stringify(next))}; Max-Age=${THREE_DAYS_S}; Path=/; SameSite=Lax`;
}
