import { EQUIPMENT_CATEGORIES, type CustomerGroup } from '@autoleasing/contracts';
import { OFFER_VISIBLE_TO } from '@autoleasing/projections';
import type { OfferRangeKey } from '@autoleasing/contracts';
import type { OfferFilter } from './offer-filter';
import type { ReferenceSnapshot } from './reference-data.service';

/** Collects bound parameters; SQL text only ever gets `$n` placeholders for values. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * Visibility per group over offer_prices (alias cs), the offer-prices projection's table of listed
 * offers (issue 16: an offer is listed exactly when it has a row there), spelled exactly as its
 * partial search indexes, so the planner can use them. The text comes from this fixed map.
 */
export const GROUP_VISIBLE: Record<CustomerGroup, string> = {
  b2b: `cs.${OFFER_VISIBLE_TO.b2b}`,
  b2c: `cs.${OFFER_VISIBLE_TO.b2c}`,
};

/** Bit of each equipment category in car_specs.equipment_mask (migration 006). */
export const EQUIPMENT_BIT: Readonly<Record<string, number>> = Object.fromEntries(EQUIPMENT_CATEGORIES.map((c, i) => [c, 1 << i]));

const DELIVERY_COLUMN: Readonly<Record<string, string>> = {
  by_home: 'cs.delivery_by_home_cents',
  by_dealer: 'cs.delivery_by_dealer_cents',
  by_factory: 'cs.delivery_by_factory_cents',
};

export interface OfferSql {
  /** FROM clause: offer_prices, joined with the matching term prices when months/km are filtered. */
  from: string;
  where: string;
  /** Net and gross monthly rate expressions: the term's rate, or the offer's cheapest. */
  netRate: string;
  grossRate: string;
  /** True when the rate belongs to one chosen term (one months and one km value). */
  termBound: boolean;
}

/** Builds FROM and WHERE for a filter. Column names come from fixed maps; values are parameters. */
export function buildOfferSql(filter: OfferFilter, refs: ReferenceSnapshot, params: SqlParams): OfferSql {
  const where = [GROUP_VISIBLE[filter.customerGroup]];
  for (const group of filter.alsoActiveFor) if (group !== filter.customerGroup) where.push(`cs.customer_groups = 'both'`);

  let from = 'offer_prices cs';
  let netRate = 'cs.cheapest_finance_rate_cents';
  let grossRate = 'cs.cheapest_gross_finance_rate_cents';
  if (filter.months.length > 0 || filter.kmPerYear.length > 0) {
    const termWhere = ['lt.car_spec_id = cs.id'];
    if (filter.months.length > 0) termWhere.push(`lt.months = ANY(${params.add(filter.months)}::smallint[])`);
    if (filter.kmPerYear.length > 0) termWhere.push(`lt.km_per_year = ANY(${params.add(filter.kmPerYear)}::int[])`);
    from +=
      ` JOIN LATERAL (SELECT min(lt.finance_rate_cents) AS net, min(lt.gross_finance_rate_cents) AS gross` +
      ` FROM offer_term_prices lt WHERE ${termWhere.join(' AND ')}) t ON t.net IS NOT NULL`;
    netRate = 't.net';
    grossRate = 't.gross';
  }

  if (filter.manufacturerSlugs.length > 0) {
    const ids = filter.manufacturerSlugs.map((s) => refs.manufacturerBySlug.get(s)?.id).filter((id) => id !== undefined);
    where.push(eqAny('cs.manufacturer_id', ids, 'uuid', params));
  }
  if (filter.carSeriesSlugs.length > 0) {
    const ids = filter.carSeriesSlugs.flatMap((s) => (refs.seriesBySlug.get(s) ?? []).map((series) => series.id));
    where.push(eqAny('cs.car_series_id', ids, 'uuid', params));
  }
  if (filter.bodyTypes.length > 0) where.push(eqAny('cs.body_type', filter.bodyTypes, 'text', params));
  if (filter.fuelTypes.length > 0) where.push(eqAny('cs.fuel_type', filter.fuelTypes, 'text', params));
  if (filter.gearTypes.length > 0) where.push(eqAny('cs.gear_type', filter.gearTypes, 'text', params));
  if (filter.inventoryTypes.length > 0) where.push(eqAny('cs.inventory_type', filter.inventoryTypes, 'text', params));
  if (filter.colors.length > 0) where.push(eqAny('cs.color', filter.colors, 'text', params));
  if (filter.deliveryTimes.length > 0) where.push(eqAny('cs.delivery_time', filter.deliveryTimes, 'text', params));
  if (filter.deliveryOptions.length > 0) {
    where.push(`(${filter.deliveryOptions.map((o) => `${DELIVERY_COLUMN[o]} IS NOT NULL`).join(' OR ')})`);
  }
  if (filter.equipmentCategories.length > 0) {
    const mask = params.add(filter.equipmentCategories.reduce((m, c) => m | EQUIPMENT_BIT[c], 0));
    where.push(`(cs.equipment_mask & ${mask}::smallint) = ${mask}::smallint`);
  }
  if (filter.hotOffer !== undefined) where.push(`cs.hot_offer = ${params.add(filter.hotOffer)}`);
  if (filter.sonderangebote !== undefined) where.push(`cs.sonderangebote = ${params.add(filter.sonderangebote)}`);
  if (filter.insurance !== undefined) where.push(`cs.insurance_available = ${params.add(filter.insurance)}`);
  if (filter.configurationPackage !== undefined) {
    where.push(filter.configurationPackage ? `cs.inventory_type = 'pre_ordered'` : `cs.inventory_type <> 'pre_ordered'`);
  }
  if (filter.servicePackage !== undefined) {
    where.push(`${filter.servicePackage ? '' : 'NOT '}EXISTS (SELECT 1 FROM lease_terms sp WHERE sp.car_spec_id = cs.id AND sp.service_type <> 'none')`);
  }
  const rangeColumn: Record<Exclude<OfferRangeKey, 'downpayment_cents'>, string> = {
    finance_rate_cents: netRate,
    gross_finance_rate_cents: grossRate,
    list_price_cents: 'cs.list_price_cents',
    gross_list_price_cents: 'cs.gross_list_price_cents',
    horsepower: 'cs.horsepower',
  };
  for (const [key, range] of Object.entries(filter.ranges) as [OfferRangeKey, { min?: number; max?: number }][]) {
    if (key === 'downpayment_cents') {
      where.push(...downpaymentConditions(range, filter.customerGroup, params));
      continue;
    }
    if (range.min !== undefined) where.push(`${rangeColumn[key]} >= ${params.add(range.min)}`);
    if (range.max !== undefined) where.push(`${rangeColumn[key]} <= ${params.add(range.max)}`);
  }
  return { from, where: where.join(' AND '), netRate, grossRate, termBound: filter.months.length === 1 && filter.kmPerYear.length === 1 };
}

/**
 * The Anzahlung filter: no term of the offer asks for more (or less) than the bound, so whichever
 * term the listed rate comes from, its Anzahlung is within it. Compared in the group's terms: the
 * gross amount is rounded like every other gross figure (× 1.19, half up).
 */
function downpaymentConditions(range: { min?: number; max?: number }, group: CustomerGroup, params: SqlParams): string[] {
  const amount = group === 'b2c' ? 'round(dp.downpayment_cents * 1.19)' : 'dp.downpayment_cents';
  const outside = (op: '>' | '<', bound: number) =>
    `NOT EXISTS (SELECT 1 FROM lease_terms dp WHERE dp.car_spec_id = cs.id AND ${amount} ${op} ${params.add(bound)}::bigint)`;
  const conditions: string[] = [];
  if (range.max !== undefined) conditions.push(outside('>', range.max));
  if (range.min !== undefined) conditions.push(outside('<', range.min));
  return conditions;
}

/** `col = $n` for one value (sharper estimates), `col = ANY($n)` for several, FALSE for none. */
function eqAny(column: string, values: string[], type: 'uuid' | 'text', params: SqlParams): string {
  if (values.length === 0) return 'FALSE';
  if (values.length === 1) return `${column} = ${params.add(values[0])}::${type}`;
  return `${column} = ANY(${params.add(values)}::${type}[])`;
}
