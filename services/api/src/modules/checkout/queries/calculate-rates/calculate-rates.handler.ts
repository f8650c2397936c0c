import { GERMAN_MESSAGES, type RatesCalculationResponse } from '@autoleasing/contracts';
import { calculateDealRates, invalid } from '@autoleasing/domain';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OfferPricingRepository } from '../../shared/offer-pricing.repository';
import { CalculateRatesQuery } from './calculate-rates.query';

/**
 * Leasing-math.md's annuity on the offer's term: listprice_too_low with the spec-8 message, any
 * other failure (unknown term, model mismatch, rate not above 0) the generic rate message.
 */
@QueryHandler(CalculateRatesQuery)
export class CalculateRatesHandler implements IQueryHandler<CalculateRatesQuery> {
  constructor(private readonly offers: OfferPricingRepository) {}

  async execute({ offer: input }: CalculateRatesQuery): Promise<RatesCalculationResponse> {
    const offer = await this.offers.load(input.car_spec_id, input.months, input.km_per_year).catch(() => {
      throw failed();
    });
    if (offer.carModelId !== input.final_car_model_id) throw failed();
    const rates = calculateDealRates(offer.pricing, {
      customerGroup: input.customer_group,
      customListPriceCents: input.list_price === undefined ? undefined : Math.round(input.list_price * 100),
      downpaymentCents: Math.round((input.downpayment ?? 0) * 100),
    });
    if (rates.financeRateCents <= 0) throw failed();
    return {
      final_rate: { cents: rates.financeRateCents },
      service_rate: { cents: rates.serviceRateCents },
      insurance_rate: { cents: rates.insuranceRateCents },
      price_per_extra_km_cents: rates.priceInCentsPerExtraKm,
      discount_per_untapped_km_cents: rates.discountInCentsPerUntappedKm,
      custom_list_price_cents: rates.customListPriceCents,
    };
  }
}

function failed() {
  return invalid('rate_calculation_failed', GERMAN_MESSAGES.rateCalculationFailed);
}
