import { DELIVERY_OPTIONS, type CustomerGroup, type DeliveryOption, type OfferCustomerGroups } from '@autoleasing/contracts';
import { grossRateFromNetCents } from '@autoleasing/domain';
import type { Pool } from 'pg';
import type { CarModelRow } from './car-model-dto';
import { offerNotFound } from './catalogue-errors';
import { preparedQuery } from './prepared-query';

/** car_specs with its bank and dealer, as the detail endpoints read it. */
export interface CarSpecRow {
  id: string;
  car_model_id: string;
  manufacturer_id: string;
  car_series_id: string;
  dealer_id: string;
  bank_id: string;
  fuel_type: string;
  gear_type: string;
  horsepower: number;
  color: string;
  show_color_as: string;
  interior_color: string;
  interior_type: string;
  extra_equipment: string[];
  additional_equipment_cost_cents: string;
  list_price_cents: string;
  gross_list_price_cents: string;
  discount_percent: string;
  inventory_type: 'ordered' | 'pre_ordered' | 'stock';
  delivery_time: string;
  delivery_by_home_cents: string | null;
  delivery_by_dealer_cents: string | null;
  delivery_by_factory_cents: string | null;
  hot_offer: boolean;
  sonderangebote: boolean;
  customer_groups: OfferCustomerGroups;
  active: boolean;
  insurance_available: boolean;
  bafa_bonus_available: boolean;
  bafa_downpayment_cents: string;
  bafa_government_cents: string;
  cashback_cents: string;
  cheapest_finance_rate_cents: string;
  cheapest_gross_finance_rate_cents: string;
  leasing_factor: string;
  bank_name: string;
  bank_street: string;
  bank_postal_code: string;
  bank_city: string;
  bank_country: string;
  dealer_state: string;
  model: CarModelRow;
}

/** One statement: the offer with its prices (offer_prices), its bank and dealer, and its car model as JSON. Offers that are not listed do not exist publicly. */
export async function loadCarSpec(pool: Pool, id: string): Promise<CarSpecRow> {
  const { rows } = await preparedQuery<CarSpecRow>(
    pool,
    `SELECT cs.*, op.discount_percent, op.absolute_bonus_cents, op.cheapest_finance_rate_cents, op.cheapest_gross_finance_rate_cents,
            op.leasing_factor, true AS active, b.name AS bank_name, b.street AS bank_street, b.postal_code AS bank_postal_code, b.city AS bank_city,
            b.country AS bank_country, d.state AS dealer_state, to_jsonb(cm) AS model
     FROM car_specs cs JOIN offer_prices op ON op.id = cs.id JOIN banks b ON b.id = cs.bank_id JOIN dealers d ON d.id = cs.dealer_id JOIN car_models cm ON cm.id = cs.car_model_id
     WHERE cs.id = $1`,
    [id],
  );
  if (!rows[0]) throw offerNotFound();
  return rows[0];
}

/** Money stored net (cents) as the group sees it: gross × 1.19 for b2c, rounded to the cent. */
export function forGroup(netCents: string | number, group: CustomerGroup): number {
  const net = Number(netCents);
  return group === 'b2c' ? grossRateFromNetCents(net) : net;
}

/** Delivery prices by method (spec 3.10), only the methods the offer has. */
export function deliveryPrices(row: Pick<CarSpecRow, 'delivery_by_home_cents' | 'delivery_by_dealer_cents' | 'delivery_by_factory_cents'>, group: CustomerGroup): Partial<Record<DeliveryOption, number>> {
  const stored: Record<DeliveryOption, string | null> = {
    by_home: row.delivery_by_home_cents,
    by_dealer: row.delivery_by_dealer_cents,
    by_factory: row.delivery_by_factory_cents,
  };
  const prices: Partial<Record<DeliveryOption, number>> = {};
  for (const option of DELIVERY_OPTIONS) if (stored[option] !== null) prices[option] = forGroup(stored[option], group);
  return prices;
}
