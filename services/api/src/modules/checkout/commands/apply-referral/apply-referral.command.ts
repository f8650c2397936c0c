import type { ReferralResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';
import type { ReferralDto } from './apply-referral.request.dto';

/** Redeems another customer's referral code (referred_by_code) on the deal. */
export class ApplyReferralCommand extends Command<ReferralResponse> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
    readonly request: ReferralDto,
  ) {
    super();
  }
}
