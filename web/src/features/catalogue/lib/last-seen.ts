import { isUuid } from '@autoleasing/contracts';
/**
 * Recently seen cars (spec 9): at most 10 car spec ids, newest first, no duplicates, in a cookie
 * so the homepage and the detail page can send them as last_seen_car_ids[].
 */
import { readCookie } from '../../../lib/server-scope';

export const LAST_SEEN_COOKIE = 'autoleasing_last_seen';
export const LAST_SEEN_MAX = 10;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function readLastSeen(): string[] {
  const value = readCookie(LAST_SEEN_COOKIE);
  if (!value) return [];
  const ids = decodeURIComponent(value).split(',');
  // The API answers 400 to anything but an id; a tampered cookie must not break the homepage.
  return [...new Set(ids.filter((id) => isUuid(id)))].slice(0, LAST_SEEN_MAX);
}

/** Puts `id` in front; returns the new list. */
export function rememberSeen(id: string): string[] {
  if (!isUuid(id)) return readLastSeen();
  const next = [id, ...readLastSeen().filter((seen) => seen !== id)].slice(0, LAST_SEEN_MAX);
  document.cookie = `${LAST_SEEN_COOKIE}=${encodeURIComponent(next.join(','))}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
  return next;
}

export function isCarSpecId(value: string): boolean {
  return isUuid(value);
}
