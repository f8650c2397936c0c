import type { ProjectionTx } from '../runtime/projection';
import type { RowCells } from '@autoleasing/domain';
import { offerDiscount, rowOffersCar } from './offer-discount';
import { repriceOffer, type PricedOffer, type TermBasis } from './offer-pricing';

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

interface OfferRow {
  id: string;
  car_model_id: string;
  inventory_type: PricedOffer['inventoryType'];
  list_price_cents: string;
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

export interface RepriceOutcome {
  offers: number;
  activated: number;
  deactivated: number;
}

/**
 * Recomputes the offers of one table's car models from their rows: rates of every term, the
 * cheapest rates and Leasingfaktor the search sorts and filters on (car_specs is the search's
 * table; its covering indexes follow the row), the discount and bonus shown on the offer, and
 * `active`. Writes are set-based (unnest), one statement per table, so 500 models cost a few
 * round trips. Catalogue tables are named with their schema: during a rebuild the search_path
 * points at the projection's own fresh schema, but the catalogue stays where it is.
 */
export async function repriceOffers(tx: ProjectionTx, scope: TableScope, rows: ReadonlyMap<string, RowCells>): Promise<RepriceOutcome> {
  const modelIds = [...rows.keys()];
  if (modelIds.length === 0) return { offers: 0, activated: 0, deactivated: 0 };
  const { rows: offers } = await tx.query<OfferRow>(
    `SELECT id, car_model_id, inventory_type, list_price_cents, bafa_bonus_available, bafa_downpayment_cents
       FROM public.car_specs
      WHERE dealer_id = $1 AND bank_id = $2 AND manufacturer_id = $3 AND car_model_id = ANY($4::uuid[]) AND customer_groups = ANY($5::text[])
      ORDER BY id`,
    [scope.dealerId, scope.bankId, scope.manufacturerId, arrayLiteral(modelIds), OFFER_GROUPS_OF_TABLE[scope.customerGroup]],
  );
  if (offers.length === 0) return { offers: 0, activated: 0, deactivated: 0 };
  const { rows: termRows } = await tx.query<TermRow>(
    `SELECT car_spec_id, months, km_per_year, residual_value_cents, sollzins_percent, downpayment_cents
       FROM public.lease_terms WHERE car_spec_id = ANY($1::uuid[])`,
    [arrayLiteral(offers.filter((o) => rowOffersCar(rows.get(o.car_model_id) as RowCells)).map((o) => o.id))],
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

  const specs = new SpecColumns();
  const terms = new TermColumns();
  let activated = 0;
  for (const offer of offers) {
    const row = rows.get(offer.car_model_id) as RowCells;
    const priced: PricedOffer = {
      id: offer.id,
      inventoryType: offer.inventory_type,
      listPriceCents: Number(offer.list_price_cents),
      bafaBonusAvailable: offer.bafa_bonus_available,
      bafaDownpaymentCents: Number(offer.bafa_downpayment_cents),
    };
    // An offer off the catalogue is shown nowhere: its rates are computed when its row is available again.
    if (!rowOffersCar(row)) {
      specs.inactive(offer.id);
      continue;
    }
    const repricing = repriceOffer(priced, termsByOffer.get(offer.id) ?? [], offerDiscount(row, offer.inventory_type));
    if (repricing.kind === 'unpriceable') {
      specs.inactive(offer.id);
      continue;
    }
    activated++;
    specs.priced(offer.id, true, repricing);
    for (const term of repricing.terms) terms.push(offer.id, term);
  }

  if (terms.length > 0) {
    await tx.query(
      `UPDATE public.lease_terms lt SET finance_rate_cents = u.rate, gross_finance_rate_cents = u.gross, finance_rate_cents_without_bafa = u.plain,
              effective_rate_percent = u.effective, net_loan_amount_cents = u.loan, total_amount_cents = u.total
         FROM unnest($1::uuid[], $2::smallint[], $3::int[], $4::bigint[], $5::bigint[], $6::bigint[], $7::numeric[], $8::bigint[], $9::bigint[])
              AS u(id, months, km, rate, gross, plain, effective, loan, total)
        WHERE lt.car_spec_id = u.id AND lt.months = u.months AND lt.km_per_year = u.km
          AND (lt.finance_rate_cents, lt.gross_finance_rate_cents, lt.finance_rate_cents_without_bafa, lt.effective_rate_percent, lt.net_loan_amount_cents, lt.total_amount_cents)
              IS DISTINCT FROM (u.rate, u.gross, u.plain, u.effective, u.loan, u.total)`,
      terms.params(),
    );
  }
  // Rows left unchanged are not rewritten: no dead tuples, no index churn on a repeated update_all.
  await tx.query(
    `UPDATE public.car_specs cs SET active = u.active,
            discount_percent = COALESCE(u.discount, cs.discount_percent), absolute_bonus_cents = COALESCE(u.bonus, cs.absolute_bonus_cents),
            cheapest_finance_rate_cents = COALESCE(u.rate, cs.cheapest_finance_rate_cents),
            cheapest_gross_finance_rate_cents = COALESCE(u.gross, cs.cheapest_gross_finance_rate_cents),
            leasing_factor = COALESCE(u.lf, cs.leasing_factor), updated_at = now()
       FROM unnest($1::uuid[], $2::boolean[], $3::numeric[], $4::bigint[], $5::bigint[], $6::bigint[], $7::numeric[])
            AS u(id, active, discount, bonus, rate, gross, lf)
      WHERE cs.id = u.id
        AND (cs.active, cs.discount_percent, cs.absolute_bonus_cents, cs.cheapest_finance_rate_cents, cs.cheapest_gross_finance_rate_cents, cs.leasing_factor)
            IS DISTINCT FROM (u.active, COALESCE(u.discount, cs.discount_percent), COALESCE(u.bonus, cs.absolute_bonus_cents),
                              COALESCE(u.rate, cs.cheapest_finance_rate_cents), COALESCE(u.gross, cs.cheapest_gross_finance_rate_cents), COALESCE(u.lf, cs.leasing_factor))`,
    specs.params(),
  );
  return { offers: offers.length, activated, deactivated: offers.length - activated };
}

/** Column arrays for the car_specs update; null price columns keep the stored value. */
class SpecColumns {
  private readonly ids: string[] = [];
  private readonly active: boolean[] = [];
  private readonly discount: (number | null)[] = [];
  private readonly bonus: (number | null)[] = [];
  private readonly rate: (number | null)[] = [];
  private readonly gross: (number | null)[] = [];
  private readonly lf: (number | null)[] = [];

  inactive(id: string) {
    this.ids.push(id);
    this.active.push(false);
    for (const column of [this.discount, this.bonus, this.rate, this.gross, this.lf]) column.push(null);
  }

  priced(
    id: string,
    active: boolean,
    r: { discountPercent: number; bonusCents: number; cheapestFinanceRateCents: number; cheapestGrossFinanceRateCents: number; leasingFactor: number },
  ) {
    this.ids.push(id);
    this.active.push(active);
    this.discount.push(r.discountPercent);
    this.bonus.push(r.bonusCents);
    this.rate.push(r.cheapestFinanceRateCents);
    this.gross.push(r.cheapestGrossFinanceRateCents);
    this.lf.push(r.leasingFactor);
  }

  params(): unknown[] {
    return [this.ids, this.active, this.discount, this.bonus, this.rate, this.gross, this.lf].map(arrayLiteral);
  }
}

class TermColumns {
  private readonly columns: unknown[][] = [[], [], [], [], [], [], [], [], []];

  get length(): number {
    return this.columns[0].length;
  }

  push(
    id: string,
    t: { months: number; kmPerYear: number; financeRateCents: number; grossFinanceRateCents: number; financeRateCentsWithoutBafa: number; effectiveRatePercent: number; netLoanAmountCents: number; totalAmountCents: number },
  ) {
    const values = [id, t.months, t.kmPerYear, t.financeRateCents, t.grossFinanceRateCents, t.financeRateCentsWithoutBafa, t.effectiveRatePercent, t.netLoanAmountCents, t.totalAmountCents];
    values.forEach((v, i) => this.columns[i].push(v));
  }

  params(): unknown[] {
    return this.columns.map(arrayLiteral);
  }
}

/**
 * A PostgreSQL array literal of uuids, numbers and booleans (none needs quoting): node-pg's
 * generic array serialiser is the slowest part of writing thousands of terms (as in the seed's
 * bulk upsert).
 */
function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map((v) => (v === null || v === undefined ? 'NULL' : String(v))).join(',')}}`;
}
