import type { DealAnswer } from '@autoleasing/contracts';
import { type OpenDeal } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';
import { customerActor } from '../../shared/checkout-actor';
import { nothingToChange } from '../../shared/checkout-errors';
import { DealAnswers } from '../../shared/deal-answers';
import { DealCommandsService, type DealCommandResult } from '../../shared/deal-commands.service';
import { OfferPricingRepository } from '../../shared/offer-pricing.repository';
import { SelfAssessmentJobs } from '../../shared/self-assessment-jobs.service';
import { ChangeConfigurationCommand } from './change-configuration.command';
import type { UpdateDealDto } from './change-configuration.request.dto';

@CommandHandler(ChangeConfigurationCommand)
export class ChangeConfigurationHandler implements ICommandHandler<ChangeConfigurationCommand> {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly offers: OfferPricingRepository,
    private readonly selfAssessment: SelfAssessmentJobs,
    private readonly answers: DealAnswers,
  ) {}

  async execute({ session, dealId: id, request: body }: ChangeConfigurationCommand): Promise<DealAnswer> {
    const configChanged = [body.months, body.km_per_year, body.delivery_option, body.insurance_enabled, body.service_package].some((v) => v !== undefined);
    // The configuration as the stream has it now (the read model may not have the last change yet);
    // the payment choice alone needs none of it: its ownership is checked inside the command, on the
    // stream it is decided on, without reading and folding the stream a second time.
    const financeOnly = !configChanged && body.finance_selection !== undefined;
    const deal = financeOnly ? undefined : (await this.commands.ownDealOnStream(id, session.userId)).state;
    if (!configChanged && body.finance_selection === undefined) throw nothingToChange();
    let result: DealCommandResult | undefined;
    if (configChanged && deal) result = await this.changeConfiguration(session, id, deal, body);
    if (body.finance_selection !== undefined) {
      result = await this.commands.execute(id, { type: 'ChangeFinanceSelection', financeSelection: body.finance_selection }, customerActor(session), {
        ownerId: financeOnly ? session.userId : undefined,
      });
    }
    return this.answers.after(id, session.userId, result);
  }

  /** Prices the changed configuration on the deal's stream state and decides ChangeConfiguration. */
  private async changeConfiguration(session: AuthSession, id: string, deal: OpenDeal, body: UpdateDealDto): Promise<DealCommandResult> {
    const months = body.months ?? deal.offer.months;
    const kmPerYear = body.km_per_year ?? deal.offer.kmPerYear;
    const offer = await this.offers.load(deal.carSpecId, months, kmPerYear);
    const { terms } = this.offers.price(offer, {
      group: deal.customerGroup,
      months,
      kmPerYear,
      downpaymentCents: deal.offer.downpaymentCents,
      customListPriceCents: deal.offer.listPriceCents,
      insurance: body.insurance_enabled ?? deal.offer.insuranceEnabled,
      servicePackage: body.service_package ?? deal.offer.servicePackageEnabled,
      deliveryOption: body.delivery_option ?? deal.offer.deliveryOption,
      fleetSize: deal.offer.fleetSize,
    });
    const result = await this.commands.execute(id, { type: 'ChangeConfiguration', offer: terms }, customerActor(session));
    // A Selbstauskunft already made states the old term and km: it is made again (best effort).
    await this.selfAssessment.regenerateAfterConfigurationChange(id, session.userId, deal.customerGroup, customerActor(session));
    return result;
  }
}
