import { isCrawlerUserAgent, type AuthenticationResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { needsSecondFactorEnrolment } from '../../auth/authentication.guard';
import { GetAuthenticationQuery } from './get-authentication.query';

export const NOT_LOGGED_IN = 'not_logged_in';

/**
 * Spec 4.6: what the web loads first. Logged in: customer_group, role, user_id, accepted_tnc.
 * Not logged in: an error field. cart_counter counts open deals once checkout exists (0 until then).
 * is_crawler: Googlebot by user agent (spec 4.6); the web never sends a crawler to the terms gate.
 */
@QueryHandler(GetAuthenticationQuery)
export class GetAuthenticationHandler implements IQueryHandler<GetAuthenticationQuery> {
  async execute({ session, userAgent }: GetAuthenticationQuery): Promise<AuthenticationResponse> {
    const isCrawler = isCrawlerUserAgent(userAgent);
    if (!session) {
      return { customer_group: null, cart_counter: 0, role: null, user_id: null, dealer_id: null, accepted_tnc: false, error: NOT_LOGGED_IN, is_crawler: isCrawler, second_factor_enrolment_required: false };
    }
    return {
      customer_group: session.customerGroup ?? 'b2b',
      cart_counter: 0,
      role: session.role,
      user_id: session.userId,
      dealer_id: session.role === 'Dealer' ? session.dealerId : null,
      accepted_tnc: session.acceptedTnc,
      error: null,
      is_crawler: isCrawler,
      second_factor_enrolment_required: needsSecondFactorEnrolment(session),
    };
  }
}
