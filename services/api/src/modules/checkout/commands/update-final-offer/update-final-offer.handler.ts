import { downpaymentRangeMessage, GERMAN_MESSAGES, isDownpaymentInRange, type FinalOfferDto } from '@autoleasing/contracts';
import { invalid, ruleViolated, type DealRates, type FinalOfferTerms } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerActor } from '../../shared/checkout-actor';
import { nothingToChange } from '../../shared/checkout-errors';
import { DealCommandsService } from '../../shared/deal-commands.service';
import { DealReadModel, toFinalOfferDto, type DealRow } from '../../shared/deal-read-model';
import { OfferPricingRepository } from '../../shared/offer-pricing.repository';
import { SelfAssessmentJobs } from '../../shared/self-assessment-jobs.service';
import { UpdateFinalOfferCommand } from './update-final-offer.command';
import type { UpdateFinalOfferDto } from './update-final-offer.request.dto';

const RATE_FIELDS = [
  ['finance_rate_cents', 'financeRateCents'],
  ['service_rate_cents', 'serviceRateCents'],
  ['insurance_rate_cents', 'insuranceRateCents'],
  ['price_in_cents_per_extra_km', 'priceInCentsPerExtraKm'],
  ['discount_in_cents_per_untapped_km', 'discountInCentsPerUntappedKm'],
] as const;

/** The rates after the change, and the whole final offer when the list price changed. */
interface Repriced {
  rates: DealRates;
  listPriced?: FinalOfferTerms;
}

/**
 * Final offers (spec 7.5). The server owns the rates: a downpayment change is recalculated with
 * the leasing math and stored only when the final rate stays above 0 (spec 4.5); rate fields a
 * client sends must equal the server's figures (a stale page gets 409 `rate_outdated`).
 */
@CommandHandler(UpdateFinalOfferCommand)
export class UpdateFinalOfferHandler implements ICommandHandler<UpdateFinalOfferCommand> {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly deals: DealReadModel,
    private readonly offers: OfferPricingRepository,
    private readonly selfAssessment: SelfAssessmentJobs,
  ) {}

  async execute({ session, finalOfferId: id, request: body }: UpdateFinalOfferCommand): Promise<FinalOfferDto> {
    if (Object.values(body).every((v) => v === undefined)) throw nothingToChange();
    const row = await this.deals.ownDealByFinalOffer(id, session.userId);
    const actor = customerActor(session);
    const downpaymentCents = body.downpayment_cents === undefined ? undefined : downpaymentInRange(body.downpayment_cents, Number(row.list_price_cents));
    const { rates, listPriced } = await this.reprice(row, body, downpaymentCents);
    assertRatesMatch(body, rates);
    // Checked before anything is stored, so a refused downpayment leaves the list price as it was too.
    if (downpaymentCents !== undefined && !(rates.financeRateCents > 0)) {
      throw ruleViolated('rate_not_positive', GERMAN_MESSAGES.rateNotPositive);
    }
    if (listPriced) {
      await this.commands.execute(row.id, { type: 'ChangeConfiguration', offer: listPriced }, actor);
    }
    if (downpaymentCents !== undefined) {
      await this.commands.execute(row.id, { type: 'ChangeDownpayment', downpaymentCents, rates: pickRates(rates) }, actor);
    }
    if (listPriced || body.downpayment_cents !== undefined) {
      // A Selbstauskunft already made states the old Anzahlung and list price: it is made again (best effort).
      await this.selfAssessment.regenerateAfterConfigurationChange(row.id, session.userId, row.customer_group, actor);
    }
    if (body.extras_agb_consent !== undefined) {
      await this.commands.execute(row.id, { type: 'GiveExtrasAgbConsent', consent: body.extras_agb_consent }, actor);
    }
    return toFinalOfferDto(await this.deals.ownDealByFinalOffer(id, session.userId));
  }

  /**
   * Spec 5.2/9: the custom list price (euros → cents, VAT round trip for b2c, not below the
   * base: listprice_too_low) is priced with the current downpayment and stored with the whole
   * final offer (DealFinalOfferChanged); a downpayment sent along is then priced on it.
   */
  private async reprice(row: DealRow, body: UpdateFinalOfferDto, downpaymentCents: number | undefined): Promise<Repriced> {
    let rates: DealRates = currentRates(row);
    if (downpaymentCents === undefined && body.custom_list_price === undefined) return { rates };
    let listPriced: FinalOfferTerms | undefined;
    let listPriceCents = Number(row.list_price_cents);
    const offer = await this.offers.load(row.car_spec_id, row.months, row.km_per_year);
    const price = (downpaymentCents: number, customListPriceCents: number) =>
      this.offers.price(offer, {
        group: row.customer_group,
        months: row.months,
        kmPerYear: row.km_per_year,
        downpaymentCents,
        customListPriceCents,
        insurance: row.insurance_enabled,
        servicePackage: row.service_package_enabled,
        deliveryOption: row.delivery_option,
        fleetSize: row.fleet_size,
      });
    if (body.custom_list_price !== undefined) {
      const priced = price(Number(row.downpayment_cents), Math.round(body.custom_list_price * 100));
      listPriced = priced.terms;
      listPriceCents = priced.terms.listPriceCents;
      rates = priced.rates;
    }
    if (downpaymentCents !== undefined) rates = price(downpaymentCents, listPriceCents).rates;
    return { rates, listPriced };
  }
}

/**
 * The field check of the Anzahlung before anything is priced (the decider checks it again on the
 * stored list price): "abc", fractions, negatives and amounts above the maximum are one 422 whose
 * message names the maximum.
 */
function downpaymentInRange(value: unknown, listPriceCents: number): number {
  if (isDownpaymentInRange(value, listPriceCents)) return value;
  const message = downpaymentRangeMessage(listPriceCents);
  throw invalid('downpayment_out_of_range', message, [{ field: 'downpayment_cents', code: 'out_of_range', message }]);
}

function currentRates(row: DealRow): DealRates {
  return {
    financeRateCents: Number(row.finance_rate_cents),
    serviceRateCents: Number(row.service_rate_cents),
    insuranceRateCents: Number(row.insurance_rate_cents),
    priceInCentsPerExtraKm: row.price_in_cents_per_extra_km,
    discountInCentsPerUntappedKm: row.discount_in_cents_per_untapped_km,
  };
}

function pickRates(rates: DealRates): DealRates {
  return {
    financeRateCents: rates.financeRateCents,
    serviceRateCents: rates.serviceRateCents,
    insuranceRateCents: rates.insuranceRateCents,
    priceInCentsPerExtraKm: rates.priceInCentsPerExtraKm,
    discountInCentsPerUntappedKm: rates.discountInCentsPerUntappedKm,
  };
}

function assertRatesMatch(body: UpdateFinalOfferDto, rates: DealRates): void {
  for (const [field, key] of RATE_FIELDS) {
    const sent = body[field];
    if (sent !== undefined && sent !== rates[key]) {
      throw ruleViolated('rate_outdated', 'Die Rate hat sich geändert. Bitte prüfen Sie das Angebot und bestätigen Sie es erneut.');
    }
  }
}
