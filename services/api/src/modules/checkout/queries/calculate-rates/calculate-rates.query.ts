import type { RatesCalculationResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';
import type { RatesCalculationOfferDto } from './calculate-rates.request.dto';

/** The rate for a custom list price and downpayment; nothing is stored (a POST only for its body). */
export class CalculateRatesQuery extends Query<RatesCalculationResponse> {
  constructor(readonly offer: RatesCalculationOfferDto) {
    super();
  }
}
