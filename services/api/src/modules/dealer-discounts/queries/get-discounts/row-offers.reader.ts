import type { DiscountRowOfferDto } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { loadOffers, type OfferBasis } from '@autoleasing/projections';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';

/** An offer as the row sends it: the bank's terms as compact tuples (a page of 100 rows stays small). */
function toOfferDto({ offer, terms, grossListPriceCents }: OfferBasis): DiscountRowOfferDto {
  return {
    id: offer.id,
    inventory_type: offer.inventoryType,
    list_price_cents: offer.listPriceCents,
    gross_list_price_cents: grossListPriceCents ?? 0,
    bafa_downpayment_cents: offer.bafaBonusAvailable ? offer.bafaDownpaymentCents : 0,
    terms: terms.map((t) => [t.months, t.kmPerYear, t.residualValueCents, t.sollzinsPercent, t.downpaymentCents]),
  };
}

/**
 * The offers a page's rows price, read exactly as the offer-prices projection reads them
 * (projections loadOffers: the dealer, bank, brand and car models, the table's customer groups,
 * with each offer's terms): what the table needs to preview a draft's rate (issue 21, item 7).
 * Two flat statements per page on the car_specs and lease_terms indexes.
 */
@Injectable()
export class RowOffersReader {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Offers per car model id; models without an offer of this table are absent. */
  async offersOf(scope: DiscountScope, carModelIds: readonly string[]): Promise<Map<string, DiscountRowOfferDto[]>> {
    const byModel = await loadOffers(this.pool, scope, carModelIds);
    return new Map([...byModel].map(([carModelId, offers]) => [carModelId, offers.map(toOfferDto)]));
  }
}
