import type { ReferralResponse } from '@autoleasing/contracts';
import { invalid } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerActor } from '../../shared/checkout-actor';
import { CustomerDetailsRepository } from '../../shared/customer-details.repository';
import { DealCommandsService } from '../../shared/deal-commands.service';
import { ApplyReferralCommand } from './apply-referral.command';

@CommandHandler(ApplyReferralCommand)
export class ApplyReferralHandler implements ICommandHandler<ApplyReferralCommand> {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly details: CustomerDetailsRepository,
  ) {}

  async execute({ session, dealId: id, request: body }: ApplyReferralCommand): Promise<ReferralResponse> {
    // Another customer's deal is a 404 whatever the code (checked on the stream; the read model may lag).
    await this.commands.assertOwnDeal(id, session.userId);
    const code = body.referred_by_code.trim().toUpperCase();
    const referrer = /^[A-Z0-9]{6,12}$/.test(code) ? await this.details.referrerOf(code) : undefined;
    if (!referrer) {
      throw invalid('referral_code_unknown', 'Dieser Empfehlungscode ist uns leider nicht bekannt. Bitte prüfen Sie die Eingabe.', [
        { field: 'referred_by_code', code: 'unknown', message: 'Dieser Empfehlungscode ist uns leider nicht bekannt.' },
      ]);
    }
    await this.commands.execute(id, { type: 'ApplyReferral', referredByCode: code, referrerCustomerId: referrer }, customerActor(session), { ownerId: session.userId });
    return { applied: true, referred_by_code: code };
  }
}
