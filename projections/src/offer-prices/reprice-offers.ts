import type { ProjectionTx } from '../runtime/projection';
import type { PricedOffer, RepricedTerm, TermBasis } from './offer-pricing';
import { OFFER_CATALOGUE_COLUMNS, OFFER_PRICES_TABLE, OFFER_TERM_PRICES_TABLE } from './offer-prices.tables';
import { listedPrice, type OfferBasis, type RowPricingState } from './row-pricing';

export type TableGroup = 'b2b' | 'b2c';

/** One discount table (spec 3.11 scope): a dealer's rows for a customer group, bank and brand. */
export interface TableScope {
  dealerId: string;
  customerGroup: TableGroup;
  bankId: string;
  manufacturerId: string;
}

/**
 * Which offers a table prices. b2b offers follow the b2b table and b2c offers the b2c table.
 * An offer for both groups has ONE rate grid (net; b2c sees it × 1.19), so it can follow only one
 * table: the b2b one, the catalogue's default group (spec 9) whose net figures the grid holds.
 */
export const OFFER_GROUPS_OF_TABLE: Readonly<Record<TableGroup, readonly string[]>> = {
  b2b: ['b2b', 'both'],
  b2c: ['b2c'],
};

/** The table whose row prices an offer of these customer groups (inverse of OFFER_GROUPS_OF_TABLE). */
export function tableGroupOfOffer(customerGroups: string): TableGroup {
  return customerGroups === 'b2c' ? 'b2c' : 'b2b';
}

interface OfferRow {
  id: string;
  car_model_id: string;
  inventory_type: PricedOffer['inventoryType'];
  list_price_cents: string;
  gross_list_price_cents: string;
  bafa_bonus_available: boolean;
  bafa_downpayment_cents: string;
}

interface TermRow {
  car_spec_id: string;
  months: number;
  km_per_year: number;
  residual_value_cents: string;
  sollzins_percent: string;
  downpayment_cents: string;
}

/**
 * The offers of one table's car models (also what the dealer table's price preview gets per row) with what the bank fixed for them (list price, BAFA share,
 * the residual value, Sollzins and downpayment of each term), grouped by car model. Catalogue
 * tables are named with their schema: during a rebuild the search_path points at the
 * projection's own fresh schema, but the catalogue stays where it is.
 */
export async function loadOffers(tx: ProjectionTx, scope: TableScope, modelIds: readonly string[]): Promise<Map<string, OfferBasis[]>> {
  const byModel = new Map<string, OfferBasis[]>();
  if (modelIds.length === 0) return byModel;
  const { rows: offers } = await tx.query<OfferRow>(
    `SELECT id, car_model_id, inventory_type, list_price_cents, gross_list_price_cents, bafa_bonus_available, bafa_downpayment_cents
       FROM public.car_specs
      WHERE dealer_id = $1 AND bank_id = $2 AND manufacturer_id = $3 AND car_model_id = ANY($4::uuid[]) AND customer_groups = ANY($5::text[])
      ORDER BY id`,
    [scope.dealerId, scope.bankId, scope.manufacturerId, arrayLiteral(modelIds), OFFER_GROUPS_OF_TABLE[scope.customerGroup]],
  );
  if (offers.length === 0) return byModel;
  const { rows: termRows } = await tx.query<TermRow>(
    `SELECT car_spec_id, months, km_per_year, residual_value_cents, sollzins_percent, downpayment_cents
       FROM public.lease_terms WHERE car_spec_id = ANY($1::uuid[]) ORDER BY car_spec_id, months, km_per_year`,
    [arrayLiteral(offers.map((o) => o.id))],
  );
  const termsByOffer = new Map<string, TermBasis[]>();
  for (const t of termRows) {
    const list = termsByOffer.get(t.car_spec_id) ?? [];
    list.push({
      months: t.months,
      kmPerYear: t.km_per_year,
      residualValueCents: Number(t.residual_value_cents),
      sollzinsPercent: Number(t.sollzins_percent),
      downpaymentCents: Number(t.downpayment_cents),
    });
    termsByOffer.set(t.car_spec_id, list);
  }
  for (const o of offers) {
    const offer: PricedOffer = {
      id: o.id,
      inventoryType: o.inventory_type,
      listPriceCents: Number(o.list_price_cents),
      bafaBonusAvailable: o.bafa_bonus_available,
      bafaDownpaymentCents: Number(o.bafa_downpayment_cents),
    };
    const list = byModel.get(o.car_model_id) ?? [];
    list.push({ offer, terms: termsByOffer.get(o.id) ?? [], grossListPriceCents: Number(o.gross_list_price_cents) });
    byModel.set(o.car_model_id, list);
  }
  return byModel;
}

export interface RepriceOutcome {
  offers: number;
  listed: number;
}

/**
 * Writes the offers of the given rows as their accepted cells price them: listed offers are
 * upserted into offer_prices (with the catalogue columns the search needs) and offer_term_prices,
 * offers that are not listed are deleted from both. Unchanged rows are not rewritten (no dead
 * tuples, no catalogue NOTIFY churn on a repeated update_all). Set-based: a handful of statements
 * however many rows.
 */
export async function writeOfferPrices(tx: ProjectionTx, rows: ReadonlyArray<{ state: RowPricingState; offers: readonly OfferBasis[] }>): Promise<RepriceOutcome> {
  const specs = new SpecColumns();
  const terms = new TermColumns();
  const unlisted: string[] = [];
  let count = 0;
  for (const { state, offers } of rows) {
    for (const basis of offers) {
      count++;
      const priced = listedPrice(basis, state);
      if (!priced) {
        unlisted.push(basis.offer.id);
        continue;
      }
      specs.push(basis.offer.id, priced, state.acceptedAt as string);
      for (const term of priced.terms) terms.push(basis.offer.id, term);
    }
  }
  if (unlisted.length > 0) {
    const ids = arrayLiteral(unlisted);
    await tx.query(`DELETE FROM ${OFFER_TERM_PRICES_TABLE} WHERE car_spec_id = ANY($1::uuid[])`, [ids]);
    await tx.query(`DELETE FROM ${OFFER_PRICES_TABLE} WHERE id = ANY($1::uuid[])`, [ids]);
  }
  if (specs.length > 0) await upsertOfferPrices(tx, specs);
  if (terms.length > 0) await upsertTermPrices(tx, terms);
  return { offers: count, listed: specs.length };
}

const PRICE_COLUMNS = ['discount_percent', 'absolute_bonus_cents', 'cheapest_finance_rate_cents', 'cheapest_gross_finance_rate_cents', 'leasing_factor', 'updated_at'];

async function upsertOfferPrices(tx: ProjectionTx, specs: SpecColumns): Promise<void> {
  const catalogue = OFFER_CATALOGUE_COLUMNS.map((c) => `cs.${c}`).join(', ');
  const all = [...OFFER_CATALOGUE_COLUMNS, ...PRICE_COLUMNS];
  await tx.query(
    `INSERT INTO ${OFFER_PRICES_TABLE} AS op (id, ${all.join(', ')})
     SELECT cs.id, ${catalogue}, u.discount, u.bonus, u.rate, u.gross, u.lf, u.at
       FROM unnest($1::uuid[], $2::numeric[], $3::bigint[], $4::bigint[], $5::bigint[], $6::numeric[], $7::timestamptz[])
            AS u(id, discount, bonus, rate, gross, lf, at)
       JOIN public.car_specs cs ON cs.id = u.id
     ON CONFLICT (id) DO UPDATE SET ${all.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
      WHERE (${all.map((c) => `op.${c}`).join(', ')}) IS DISTINCT FROM (${all.map((c) => `EXCLUDED.${c}`).join(', ')})`,
    specs.params(),
  );
}

async function upsertTermPrices(tx: ProjectionTx, terms: TermColumns): Promise<void> {
  const columns = ['finance_rate_cents', 'gross_finance_rate_cents', 'finance_rate_cents_without_bafa', 'effective_rate_percent', 'net_loan_amount_cents', 'total_amount_cents'];
  await tx.query(
    `INSERT INTO ${OFFER_TERM_PRICES_TABLE} AS t (car_spec_id, months, km_per_year, ${columns.join(', ')})
     SELECT * FROM unnest($1::uuid[], $2::smallint[], $3::int[], $4::bigint[], $5::bigint[], $6::bigint[], $7::numeric[], $8::bigint[], $9::bigint[])
     ON CONFLICT (car_spec_id, months, km_per_year) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
      WHERE (${columns.map((c) => `t.${c}`).join(', ')}) IS DISTINCT FROM (${columns.map((c) => `EXCLUDED.${c}`).join(', ')})`,
    terms.params(),
  );
}

/** Column arrays for the offer_prices upsert. */
class SpecColumns {
  private readonly columns: unknown[][] = [[], [], [], [], [], [], []];

  get length(): number {
    return this.columns[0].length;
  }

  push(
    id: string,
    r: { discountPercent: number; bonusCents: number; cheapestFinanceRateCents: number; cheapestGrossFinanceRateCents: number; leasingFactor: number },
    at: string,
  ) {
    const values = [id, r.discountPercent, r.bonusCents, r.cheapestFinanceRateCents, r.cheapestGrossFinanceRateCents, r.leasingFactor, at];
    values.forEach((v, i) => this.columns[i].push(v));
  }

  params(): unknown[] {
    return this.columns.map(arrayLiteral);
  }
}

class TermColumns {
  private readonly columns: unknown[][] = [[], [], [], [], [], [], [], [], []];

  get length(): number {
    return this.columns[0].length;
  }

  push(id: string, t: RepricedTerm) {
    const values = [id, t.months, t.kmPerYear, t.financeRateCents, t.grossFinanceRateCents, t.financeRateCentsWithoutBafa, t.effectiveRatePercent, t.netLoanAmountCents, t.totalAmountCents];
    values.forEach((v, i) => this.columns[i].push(v));
  }

  params(): unknown[] {
    return this.columns.map(arrayLiteral);
  }
}

/**
 * A PostgreSQL array literal of uuids, numbers, booleans and ISO times (none needs quoting):
 * node-pg's generic array serialiser is the slowest part of writing thousands of terms (as in
 * the seed's bulk upsert).
 */
function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map((v) => (v === null || v === undefined ? 'NULL' : String(v))).join(',')}}`;
}
