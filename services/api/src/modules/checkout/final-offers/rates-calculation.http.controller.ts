import { type RatesCalculationResponse } from '@autoleasing/contracts';
import { calculateDealRates, invalid, RATE_CALCULATION_FAILED_MESSAGE } from '@autoleasing/domain';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresLogin } from '../../wall/auth/access-policy.decorator';
import { OfferPricingRepository } from '../shared/offer-pricing.repository';
import { RatesCalculationDto } from './final-offers.request.dto';

/**
 * POST /api/v1/rates_calculation (spec 7.5): the rate for a custom list price and downpayment
 * (euros in the body) with leasing-math.md's annuity; listprice_too_low with the spec-8 message,
 * any other failure (unknown term, model mismatch, rate not above 0) the generic rate message.
 */
@ApiTags('checkout')
@Controller('api/v1/rates_calculation')
@RequiresLogin({ roles: ['Customer'] })
export class RatesCalculationHttpController {
  constructor(private readonly offers: OfferPricingRepository) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Rate berechnen (Listenpreis und Anzahlung in Euro)' })
  async calculate(@Body() body: RatesCalculationDto): Promise<RatesCalculationResponse> {
    const input = body.final_offer;
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
  return invalid('rate_calculation_failed', RATE_CALCULATION_FAILED_MESSAGE);
}
