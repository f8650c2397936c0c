import { isCustomerGroup, type CustomerGroup } from '@autoleasing/contracts';
import { useSyncExternalStore } from 'react';
import { readCookie } from './server-scope';

/**
 * A visitor's chosen customer group (net or gross prices), kept in a cookie for a year. Logged-in
 * users have the group of their account and may not switch (spec 4.6).
 */
const COOKIE = 'autoleasing_customer_group';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();

export function readVisitorCustomerGroup(): CustomerGroup | null {
  const value = readCookie(COOKIE);
  return isCustomerGroup(value) ? value : null;
}

/** Returns false (and changes nothing) for a logged-in user. */
export function switchCustomerGroup(group: CustomerGroup, isLoggedIn: boolean): boolean {
  if (isLoggedIn) return false;
  document.cookie = `${COOKIE}=${group}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
  listeners.forEach((listener) => listener());
  return true;
}

export function useVisitorCustomerGroup(): CustomerGroup | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readVisitorCustomerGroup,
    // The server rendered with the request's cookie, which the browser still has: hydration matches.
    readVisitorCustomerGroup,
  );
}
