import type { DiscountRowOfferDto } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { OFFER_GROUPS_OF_TABLE } from '@autoleasing/projections';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { preparedQuery } from '../../../catalogue/shared/prepared-query';

interface OfferRecord {
  car_model_id: string;
  offer: DiscountRowOfferDto;
}

/**
 * The offers a page's rows price, as the offer-prices projection selects them (the dealer, bank,
 * brand and car model, the table's customer groups), with the bank's grid of each in compact
 * tuples: what the table needs to preview a draft's rate (issue 21, item 7). One statement for
 * the page: car_specs by car model, each offer's terms from the lease_terms primary key.
 */
const ROW_OFFERS_SQL = `
  SELECT s.car_model_id, json_build_object(
           'id', s.id,
           'inventory_type', s.inventory_type,
           'list_price_cents', s.list_price_cents,
           'gross_list_price_cents', s.gross_list_price_cents,
           'bafa_downpayment_cents', CASE WHEN s.bafa_bonus_available THEN s.bafa_downpayment_cents ELSE 0 END,
           'terms', COALESCE((SELECT json_agg(json_build_array(t.months, t.km_per_year, t.residual_value_cents, t.sollzins_percent, t.downpayment_cents)
                                        ORDER BY t.months, t.km_per_year)
                                FROM lease_terms t WHERE t.car_spec_id = s.id), '[]'::json)) AS offer
    FROM car_specs s
   WHERE s.car_model_id = ANY($1::uuid[]) AND s.dealer_id = $2 AND s.bank_id = $3 AND s.manufacturer_id = $4 AND s.customer_groups = ANY($5::text[])
   ORDER BY s.car_model_id, s.id`;

@Injectable()
export class RowOffersReader {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Offers per car model id; models without an offer of this table are absent. */
  async offersOf(scope: DiscountScope, carModelIds: readonly string[]): Promise<Map<string, DiscountRowOfferDto[]>> {
    const byModel = new Map<string, DiscountRowOfferDto[]>();
    if (carModelIds.length === 0) return byModel;
    const { rows } = await preparedQuery<OfferRecord>(this.pool, ROW_OFFERS_SQL, [
      carModelIds,
      scope.dealerId,
      scope.bankId,
      scope.manufacturerId,
      OFFER_GROUPS_OF_TABLE[scope.customerGroup],
    ]);
    for (const { car_model_id, offer } of rows) {
      const list = byModel.get(car_model_id) ?? [];
      list.push(offer);
      byModel.set(car_model_id, list);
    }
    return byModel;
  }
}
