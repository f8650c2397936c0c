import { cheapestDeliveryOption, DELIVERY_OPTIONS, type CustomerGroup, type DealAnswer, type DeliveryOption } from '@autoleasing/contracts';
import { badRequest, DomainError, invalid, type DealCommand } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { IdempotentCommand } from '../../../../common/idempotency/idempotent.interceptor';
import { customerActor } from '../../shared/checkout-actor';
import { DealAnswers } from '../../shared/deal-answers';
import { DealCommandsService, type DealCommandResult } from '../../shared/deal-commands.service';
import { OfferPricingRepository, type OfferTerm } from '../../shared/offer-pricing.repository';
import { CreateDealCommand } from './create-deal.command';
import type { DealPropsDto } from './create-deal.request.dto';

/**
 * Creates a deal from deal_props (spec 4.4). A created deal always answers 201 with its id, even
 * while the read model is behind (DealAnswers, issue 19).
 */
@CommandHandler(CreateDealCommand)
export class CreateDealHandler implements ICommandHandler<CreateDealCommand> {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly offers: OfferPricingRepository,
    private readonly answers: DealAnswers,
  ) {}

  async execute({ session, request, idempotent }: CreateDealCommand): Promise<DealAnswer> {
    if (!request.force_create) throw badRequest('force_create_required', 'Ein Deal wird nur mit force_create angelegt.');
    const group = session.customerGroup;
    if (!group) throw badRequest('customer_group_missing', 'Ihrem Konto ist keine Kundengruppe zugeordnet.');
    const props = request.deal_props;
    const offer = await this.offers.load(props.car_spec_id, props.months, props.km_per_year);
    this.offers.assertOrderable(offer, group);
    // Under an Idempotency-Key the deal is named after the key's command: a retry after a crash
    // runs under the same id and finds the deal its first run created (issue 19, item 3).
    const dealId = idempotent?.commandId ?? randomUUID();
    const command = this.createCommand(dealId, session.userId, group, offer, props);
    const result = await this.createOnce(idempotent, () => this.commands.execute(dealId, command, customerActor(session)));
    return this.answers.after(dealId, session.userId, result);
  }

  /** The CreateDeal command with the offer priced for the group, its default downpayment and a delivery option. */
  private createCommand(dealId: string, customerId: string, group: CustomerGroup, offer: OfferTerm, props: DealPropsDto): DealCommand {
    const deliveryOption: DeliveryOption | undefined =
      props.delivery_option ?? cheapestDeliveryOption(offer.deliveryPrices) ?? DELIVERY_OPTIONS.find((o) => offer.deliveryPrices[o] !== null);
    if (!deliveryOption) throw invalid('delivery_option_not_available', 'Für dieses Angebot ist keine Lieferoption verfügbar.');
    const downpaymentCents = this.offers.defaultDownpayment(offer, group);
    const { terms } = this.offers.price(offer, {
      group,
      months: props.months,
      kmPerYear: props.km_per_year,
      downpaymentCents,
      insurance: props.insurance ?? false,
      servicePackage: props.service_package ?? false,
      deliveryOption,
    });
    return {
      type: 'CreateDeal',
      dealId,
      customerId,
      customerGroup: group,
      carSpecId: offer.carSpecId,
      carModelId: offer.carModelId,
      finalOfferId: randomUUID(),
      offer: terms,
      // A downpayment is paid once up front; without one the lease is monthly only (spec 4.3).
      financeOptions: downpaymentCents > 0 ? 'monthly_and_one_time' : 'monthly',
      deliveryTime: offer.deliveryTime,
    };
  }

  /**
   * Runs a create. When the request resumes a crashed run of its Idempotency-Key and that run had
   * already created the deal (the stream of this id exists: `deal_exists`), the answer is the deal
   * the first run created; it is this customer's, as the id came from their own key.
   */
  private async createOnce(idempotent: IdempotentCommand | null, create: () => Promise<DealCommandResult>): Promise<DealCommandResult | undefined> {
    try {
      return await create();
    } catch (error) {
      if (idempotent?.resumed && error instanceof DomainError && error.code === 'deal_exists') return undefined;
      throw error;
    }
  }
}
