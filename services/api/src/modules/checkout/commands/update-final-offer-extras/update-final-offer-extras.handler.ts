import type { DeliveryOption, FinalOfferExtrasDto } from '@autoleasing/contracts';
import { badRequest, type DealCommand } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerActor } from '../../shared/checkout-actor';
import { deliveryOptionNotAvailable } from '../../shared/checkout-errors';
import { DealCommandsService, type DealCommandResult } from '../../shared/deal-commands.service';
import { DealReadModel, toExtrasDto, type DealRow } from '../../shared/deal-read-model';
import { OfferPricingRepository } from '../../shared/offer-pricing.repository';
import { UpdateFinalOfferExtrasCommand } from './update-final-offer-extras.command';

@CommandHandler(UpdateFinalOfferExtrasCommand)
export class UpdateFinalOfferExtrasHandler implements ICommandHandler<UpdateFinalOfferExtrasCommand> {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly deals: DealReadModel,
    private readonly offers: OfferPricingRepository,
  ) {}

  async execute({ session, dealId: id, request: body }: UpdateFinalOfferExtrasCommand): Promise<FinalOfferExtrasDto> {
    const given = (['extra_id', 'logistics', 'delivery_option'] as const).filter((key) => body[key] !== undefined);
    if (given.length !== 1) throw badRequest('one_change_expected', 'Bitte ändern Sie genau eine Angabe: extra_id, logistics oder delivery_option.');
    let command: DealCommand;
    if (body.delivery_option !== undefined) {
      command = await this.deliveryOptionChange(await this.deals.ownDeal(id, session.userId), body.delivery_option);
    } else {
      // Ownership is checked on the deal's stream inside the command; the deal is read once, for the answer.
      command = body.extra_id !== undefined ? { type: 'SelectExtra', extraId: body.extra_id } : { type: 'ChooseLogistics', logistics: body.logistics ?? null };
    }
    const result = await this.commands.execute(id, command, customerActor(session), { ownerId: session.userId });
    return this.extrasAfter(id, session.userId, result);
  }

  /** A delivery option must be offered for the car (a price); the decider resets extras on factory pickup. */
  private async deliveryOptionChange(row: DealRow, deliveryOption: DeliveryOption): Promise<DealCommand> {
    const offer = await this.offers.load(row.car_spec_id, row.months, row.km_per_year);
    if (offer.deliveryPrices[deliveryOption] === null) {
      throw deliveryOptionNotAvailable();
    }
    return { type: 'ChangeDeliveryOption', deliveryOption };
  }

  /**
   * The answer to an extras change: the read model's row once it has the command's events. While
   * it is behind, the choices come from the deal's stream (which has them), so the answer never
   * shows the selection from before the change; prices do not depend on it and come from the row.
   */
  private async extrasAfter(dealId: string, customerId: string, result: DealCommandResult): Promise<FinalOfferExtrasDto> {
    const row = await this.deals.ownDeal(dealId, customerId);
    if (result.caughtUp) return toExtrasDto(row);
    const { state } = await this.commands.ownDealOnStream(dealId, customerId);
    return toExtrasDto({ ...row, selected_extra: state.selectedExtra, logistics: state.logistics, delivery_option: state.offer.deliveryOption });
  }
}
