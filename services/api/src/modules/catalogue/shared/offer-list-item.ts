import {
  cheapestDeliveryOption,
  formatBrandTitle,
  priceFiguresOf,
  INVENTORY_TYPE_LABELS,
  type CustomerGroup,
  type DeliveryOption,
  type OfferListItem,
} from '@autoleasing/contracts';
import { carPictureUrl } from '@autoleasing/contracts';
import type { Pool } from 'pg';
import { deliveryPrices, forGroup } from './car-spec-row';
import type { ReferenceSnapshot } from './reference-data.service';

/** Columns of offer_prices (alias cs: listed offers with their catalogue columns) an offer list item needs; rates are appended by the caller. */
export const OFFER_LIST_COLUMNS =
  'cs.id, cs.car_model_id, cs.car_series_id, cs.manufacturer_id, cs.body_type, cs.fuel_type, cs.gear_type, cs.horsepower, ' +
  'cs.color, cs.inventory_type, cs.delivery_time, cs.hot_offer, cs.sonderangebote, cs.list_price_cents, cs.gross_list_price_cents, ' +
  'cs.delivery_by_home_cents, cs.delivery_by_dealer_cents, cs.delivery_by_factory_cents';

/** A row of OFFER_LIST_COLUMNS plus the rates; the columns the list item shows as they are, typed by it. */
export interface OfferListRow
  extends Pick<
    OfferListItem,
    'id' | 'car_model_id' | 'car_series_id' | 'manufacturer_id' | 'body_type' | 'fuel_type' | 'gear_type' | 'horsepower' | 'color' | 'inventory_type'
    | 'delivery_time' | 'hot_offer' | 'sonderangebote'
  > {
  list_price_cents: string;
  gross_list_price_cents: string;
  delivery_by_home_cents: string | null;
  delivery_by_dealer_cents: string | null;
  delivery_by_factory_cents: string | null;
  net_rate: string;
  gross_rate: string;
}

/** The lease term a listed rate belongs to: its months, km and Anzahlung (net cents). */
export interface RateTerm {
  months: number;
  kmPerYear: number;
  downpaymentCents: number;
}

/** Restricts the term lookup to the months / km the search filtered on (the rate came from those). */
export interface TermFilter {
  months: number[];
  kmPerYear: number[];
}

/**
 * For each listed offer, the term whose rate is the rate shown (the cheapest, or the cheapest of
 * the filtered months/km): one small statement over the listed ids, kept apart from the list
 * SQL so a card names the term, Anzahlung and one-time costs of exactly the rate it shows.
 * Rates are the offer-prices projection's (offer_term_prices); the Anzahlung stays with the
 * bank's term (lease_terms).
 */
export async function rateTermsOf(pool: Pool, rows: OfferListRow[], group: CustomerGroup, filter?: TermFilter): Promise<Map<string, RateTerm>> {
  if (rows.length === 0) return new Map();
  const rateColumn = group === 'b2c' ? 'tp.gross_finance_rate_cents' : 'tp.finance_rate_cents';
  const months = filter?.months.length ? filter.months : null;
  const km = filter?.kmPerYear.length ? filter.kmPerYear : null;
  const { rows: terms } = await pool.query<{ id: string; months: number; km_per_year: number; downpayment_cents: string }>(
    `SELECT DISTINCT ON (tp.car_spec_id) tp.car_spec_id AS id, tp.months, tp.km_per_year, lt.downpayment_cents
       FROM unnest($1::uuid[], $2::bigint[]) AS r(id, rate)
       JOIN offer_term_prices tp ON tp.car_spec_id = r.id AND ${rateColumn} = r.rate
       JOIN lease_terms lt USING (car_spec_id, months, km_per_year)
      WHERE ($3::smallint[] IS NULL OR tp.months = ANY($3::smallint[])) AND ($4::int[] IS NULL OR tp.km_per_year = ANY($4::int[]))
      ORDER BY tp.car_spec_id, tp.months, tp.km_per_year`,
    [rows.map((r) => r.id), rows.map((r) => (group === 'b2c' ? r.gross_rate : r.net_rate)), months, km],
  );
  return new Map(terms.map((t) => [t.id, { months: t.months, kmPerYear: t.km_per_year, downpaymentCents: Number(t.downpayment_cents) }]));
}

/** Rows as list items, each with the term of its rate. */
export async function toOfferListItems(pool: Pool, rows: OfferListRow[], group: CustomerGroup, refs: ReferenceSnapshot, filter?: TermFilter): Promise<OfferListItem[]> {
  const terms = await rateTermsOf(pool, rows, group, filter);
  return rows.map((row) => toOfferListItem(row, group, refs, terms.get(row.id)));
}

/** Delivery prices of a row in the group's terms, and the cheapest positive one (spec 9). */
export function cheapestDelivery(row: Pick<OfferListRow, 'delivery_by_home_cents' | 'delivery_by_dealer_cents' | 'delivery_by_factory_cents'>, group: CustomerGroup): { option: DeliveryOption | null; cents: number } {
  const prices = deliveryPrices(row, group);
  const option = cheapestDeliveryOption(prices) ?? null;
  return { option, cents: option ? (prices[option] as number) : 0 };
}

/** A row as the group sees it: net figures for b2b, gross for b2c; the factors are of the shown rate. */
export function toOfferListItem(row: OfferListRow, group: CustomerGroup, refs: ReferenceSnapshot, term: RateTerm | undefined): OfferListItem {
  const manufacturer = refs.manufacturers.get(row.manufacturer_id);
  const series = refs.series.get(row.car_series_id);
  const model = refs.models.get(row.car_model_id);
  const rateCents = Number(group === 'b2c' ? row.gross_rate : row.net_rate);
  const listPriceCents = Number(group === 'b2c' ? row.gross_list_price_cents : row.list_price_cents);
  const downpaymentCents = term ? forGroup(term.downpaymentCents, group) : 0;
  const delivery = cheapestDelivery(row, group);
  const figures = priceFiguresOf({ rateCents, listPriceCents, downpaymentCents, oneTimeCostsCents: delivery.cents, months: term?.months ?? 0 });
  return {
    id: row.id,
    car_model_id: row.car_model_id,
    car_series_id: row.car_series_id,
    manufacturer_id: row.manufacturer_id,
    manufacturer_name: manufacturer?.slug ?? '',
    manufacturer_display_name: formatBrandTitle(manufacturer?.name ?? ''),
    car_series_name: series?.name ?? '',
    car_series_slug: series?.slug ?? '',
    name: model?.name ?? '',
    trim_level: model?.trimLevel ?? '',
    body_type: row.body_type,
    fuel_type: row.fuel_type,
    gear_type: row.gear_type,
    horsepower: row.horsepower,
    color: row.color,
    inventory_type: row.inventory_type,
    inventory_type_i18n: INVENTORY_TYPE_LABELS[row.inventory_type],
    delivery_time: row.delivery_time,
    hot_offer: row.hot_offer,
    sonderangebote: row.sonderangebote,
    customer_group: group,
    finance_rate_cents: rateCents,
    list_price_cents: listPriceCents,
    leasing_factor: figures.leasingFactor,
    // Without its term (gone meanwhile) the one-time costs cannot be spread: the LF stands for both.
    total_cost_factor: term ? figures.totalCostFactor : figures.leasingFactor,
    price_rating: figures.rating,
    months: term?.months ?? null,
    km_per_year: term?.kmPerYear ?? null,
    downpayment_cents: downpaymentCents,
    delivery_option: delivery.option,
    one_time_costs_cents: delivery.cents,
    image_url: carPictureUrl(row.body_type, row.color),
  };
}
