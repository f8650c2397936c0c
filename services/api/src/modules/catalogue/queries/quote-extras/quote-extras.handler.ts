import { cheapestDeliveryOption, DELIVERY_OPTION_LABELS, DELIVERY_OPTIONS, type QuoteExtrasResponse } from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { deliveryPrices, loadCarSpec } from '../../shared/car-spec-row';
import { assertOfferVisibleTo } from '../../shared/group-visibility';
import { QuoteExtrasQuery } from './quote-extras.query';

/**
 * A quote is the priced offer of the detail page, so its id is the car spec id (products/{id}
 * answers quote.id). Its extras are the logistics choices (spec 3.6): delivery with registration
 * to the door, or registration with pickup at the dealer or factory. The cheapest positive price
 * is preselected (spec 9).
 */
@QueryHandler(QuoteExtrasQuery)
export class QuoteExtrasHandler implements IQueryHandler<QuoteExtrasQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ quoteId, customerGroup }: QuoteExtrasQuery): Promise<QuoteExtrasResponse> {
    const spec = await loadCarSpec(this.pool, quoteId);
    assertOfferVisibleTo(spec.customer_groups, customerGroup);
    const prices = deliveryPrices(spec, customerGroup);
    const preselected = cheapestDeliveryOption(prices);
    return {
      quote_id: spec.id,
      extras: DELIVERY_OPTIONS.filter((o) => prices[o] !== undefined).map((option) => ({
        extra_id: `${spec.id}:${option}`,
        extra: {
          name: option === 'by_home' ? 'delivery' : 'registration',
          label: DELIVERY_OPTION_LABELS[option],
          delivery_option: option,
          price_cents: prices[option] as number,
        },
        selected: option === preselected,
      })),
    };
  }
}
