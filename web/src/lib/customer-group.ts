import { DEFAULT_CUSTOMER_GROUP, type CustomerGroup } from '@autoleasing/contracts';
import { useSearchParams } from 'react-router';
import { useVisitorCustomerGroup } from './customer-group-choice';
import { customerGroupFromSearch } from './customer-type';
import { useSession, type Session } from './session';

export interface CustomerGroupState {
  group: CustomerGroup;
  /** Only visitors may switch (spec 4.6); a logged-in user keeps the group of the account. */
  canSwitch: boolean;
  /**
   * False when `group` is only the spec's default (a visitor with no account, URL preset or
   * cookie): a page for a one-group offer then shows that offer's group (issue 16).
   */
  chosen: boolean;
}

/**
 * The group whose prices a page shows: the account's group when logged in, otherwise the URL
 * preset (read directly, so the first render already matches the URL), then the visitor's
 * cookie, then the spec's default b2b.
 */
export function useCustomerGroup(): CustomerGroupState {
  const session = useSession().data;
  const [search] = useSearchParams();
  const visitorGroup = useVisitorCustomerGroup();
  return customerGroupOf(session, search, visitorGroup);
}

/** The rule of `useCustomerGroup`, also used by the route loaders (no hooks there). */
export function customerGroupOf(session: Session | undefined, search: URLSearchParams, visitorGroup: CustomerGroup | null): CustomerGroupState {
  if (session?.isLoggedIn && session.customerGroup) {
    return { group: session.customerGroup, canSwitch: false, chosen: true };
  }
  const chosenGroup = customerGroupFromSearch(search) ?? visitorGroup;
  return { group: chosenGroup ?? DEFAULT_CUSTOMER_GROUP, canSwitch: true, chosen: chosenGroup !== null };
}
