import type { AuthenticationResponse } from '@autoleasing/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from './api';

/**
 * Who is using the app (spec 3.1, 4.6), loaded once on first load: customer data with
 * customer_group = logged in; an error field = not logged in. The session itself lives in an
 * HttpOnly cookie that scripts cannot read, so this answer is the web's only view of it.
 */
export interface Session {
  isLoggedIn: boolean;
  role: AuthenticationResponse['role'];
  userId: string | null;
  /** A Dealer's own dealer: the id in the dealer area's paths (spec 6 dealer scope). */
  dealerId: string | null;
  customerGroup: AuthenticationResponse['customer_group'];
  acceptedTnc: boolean;
  cartCounter: number;
  /** Spec 4.6: Googlebot (the server reads the user agent); never sent to the terms gate. */
  isCrawler: boolean;
  /** A Dealer or Admin without a second factor: every page leads to the enrolment (issue 20). */
  secondFactorEnrolmentRequired: boolean;
}

export const VISITOR_SESSION: Session = { isLoggedIn: false, role: null, userId: null, dealerId: null, customerGroup: null, acceptedTnc: false, cartCounter: 0, isCrawler: false, secondFactorEnrolmentRequired: false };

export function toSession(answer: AuthenticationResponse): Session {
  const isCrawler = answer.is_crawler === true;
  if (answer.error || !answer.customer_group) return { ...VISITOR_SESSION, isCrawler };
  return {
    isLoggedIn: true,
    role: answer.role,
    userId: answer.user_id,
    dealerId: answer.dealer_id ?? null,
    customerGroup: answer.customer_group,
    acceptedTnc: answer.accepted_tnc,
    cartCounter: answer.cart_counter,
    isCrawler,
    secondFactorEnrolmentRequired: answer.second_factor_enrolment_required === true,
  };
}

export const getAuthentication = (signal?: AbortSignal) => authApi.get<AuthenticationResponse>('/api/v1/authentication', { signal });

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['authentication'],
    queryFn: async ({ signal }) => toSession(await getAuthentication(signal)),
    // Login, logout and terms change it; those invalidate it. Otherwise it holds for the visit.
    staleTime: Infinity,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
