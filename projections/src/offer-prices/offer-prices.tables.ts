import type { CustomerGroup } from '@autoleasing/contracts';
import { resetCheckpoint } from '../runtime/checkpoint-store';
import type { ProjectionTx } from '../runtime/projection';
import { DISCOUNT_ROW_KEY_COLUMNS, DISCOUNT_ROW_PRIMARY_KEY } from '../shared/discount-row-key';

export const OFFER_PRICE_ROWS_TABLE = 'offer_price_rows';
export const OFFER_PRICES_TABLE = 'offer_prices';
export const OFFER_TERM_PRICES_TABLE = 'offer_term_prices';

/** The tables this projection owns: a rebuild fills them in its own schema and swaps them in. */
export const OFFER_PRICES_TABLES = [OFFER_PRICE_ROWS_TABLE, OFFER_PRICES_TABLE, OFFER_TERM_PRICES_TABLE] as const;

/**
 * Catalogue columns copied into offer_prices when an offer is priced, so the public search
 * filters, sorts and counts on ONE table with covering indexes (as it did on car_specs, migration
 * 006) instead of joining car_specs for every matching offer.
 */
export const OFFER_CATALOGUE_COLUMNS = [
  'car_model_id', 'car_series_id', 'manufacturer_id', 'dealer_id', 'bank_id', 'body_type', 'fuel_type', 'gear_type', 'horsepower', 'color',
  'inventory_type', 'delivery_time', 'delivery_by_home_cents', 'delivery_by_dealer_cents', 'delivery_by_factory_cents', 'hot_offer',
  'sonderangebote', 'insurance_available', 'customer_groups', 'list_price_cents', 'gross_list_price_cents', 'equipment_mask',
] as const;

/** What a typical search filters and counts on (migration 006's COVERED, on this table). */
const COVERED = [
  'id', 'manufacturer_id', 'car_series_id', 'body_type', 'fuel_type', 'gear_type', 'horsepower', 'inventory_type', 'hot_offer', 'leasing_factor',
  'equipment_mask', 'list_price_cents', 'gross_list_price_cents', 'cheapest_finance_rate_cents', 'cheapest_gross_finance_rate_cents',
];
/**
 * Which offer_prices rows a customer group sees (an offer for the other group only is not listed
 * to it): the predicates of the search indexes below. Readers spell their WHERE with these (on the
 * alias `cs.`), so the planner matches the partial indexes; the one definition of that rule.
 */
export const OFFER_VISIBLE_TO: Readonly<Record<CustomerGroup, string>> = {
  b2b: `customer_groups <> 'b2c'`,
  b2c: `customer_groups <> 'b2b'`,
};

const GROUPS = [
  { name: 'b2b', predicate: OFFER_VISIBLE_TO.b2b, rate: 'cheapest_finance_rate_cents' },
  { name: 'b2c', predicate: OFFER_VISIBLE_TO.b2c, rate: 'cheapest_gross_finance_rate_cents' },
];
const INDEX_KEYS: ReadonlyArray<readonly [string, (rate: string) => string]> = [
  ['brand', (rate) => `manufacturer_id, ${rate}`],
  ['series', (rate) => `car_series_id, ${rate}`],
  ['body_fuel', (rate) => `body_type, fuel_type, ${rate}`],
  ['rate', (rate) => rate],
];

/** Search indexes per customer group, exactly as the search's WHERE spells visibility (GROUP_VISIBLE). */
function searchIndexes(): string[] {
  return GROUPS.flatMap((group) =>
    INDEX_KEYS.map(([name, keys]) => {
      const keyList = keys(group.rate);
      const include = COVERED.filter((c) => !keyList.split(', ').includes(c)).join(', ');
      return `CREATE INDEX IF NOT EXISTS offer_prices_${group.name}_${name}_idx ON offer_prices (${keyList}) INCLUDE (${include}) WHERE ${group.predicate}`;
    }),
  );
}

const OFFER_PRICES_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS offer_price_rows (
    ${DISCOUNT_ROW_KEY_COLUMNS},
    cells jsonb NOT NULL,
    accepted_cells jsonb,
    accepted_at timestamptz,
    price_issue text,
    ${DISCOUNT_ROW_PRIMARY_KEY}
  )`,
  `CREATE TABLE IF NOT EXISTS offer_prices (
    id uuid PRIMARY KEY,
    car_model_id uuid NOT NULL,
    car_series_id uuid NOT NULL,
    manufacturer_id uuid NOT NULL,
    dealer_id uuid NOT NULL,
    bank_id uuid NOT NULL,
    body_type text NOT NULL,
    fuel_type text NOT NULL,
    gear_type text NOT NULL,
    horsepower integer NOT NULL,
    color text NOT NULL,
    inventory_type text NOT NULL,
    delivery_time text NOT NULL,
    delivery_by_home_cents bigint,
    delivery_by_dealer_cents bigint,
    delivery_by_factory_cents bigint,
    hot_offer boolean NOT NULL,
    sonderangebote boolean NOT NULL,
    insurance_available boolean NOT NULL,
    customer_groups text NOT NULL,
    list_price_cents bigint NOT NULL,
    gross_list_price_cents bigint NOT NULL,
    equipment_mask smallint NOT NULL,
    discount_percent numeric(5,2) NOT NULL,
    absolute_bonus_cents bigint NOT NULL,
    cheapest_finance_rate_cents bigint NOT NULL CHECK (cheapest_finance_rate_cents > 0),
    cheapest_gross_finance_rate_cents bigint NOT NULL CHECK (cheapest_gross_finance_rate_cents > 0),
    leasing_factor numeric(5,2) NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS offer_term_prices (
    car_spec_id uuid NOT NULL,
    months smallint NOT NULL,
    km_per_year integer NOT NULL,
    finance_rate_cents bigint NOT NULL CHECK (finance_rate_cents > 0),
    gross_finance_rate_cents bigint NOT NULL CHECK (gross_finance_rate_cents > 0),
    finance_rate_cents_without_bafa bigint NOT NULL,
    effective_rate_percent numeric(5,2) NOT NULL,
    net_loan_amount_cents bigint NOT NULL,
    total_amount_cents bigint NOT NULL,
    PRIMARY KEY (car_spec_id, months, km_per_year) INCLUDE (finance_rate_cents, gross_finance_rate_cents)
  )`,
  ...searchIndexes(),
  `CREATE INDEX IF NOT EXISTS offer_prices_dealer_model_idx ON offer_prices (dealer_id, bank_id, car_model_id)`,
  // Created once (projection processes run this list on every start; replacing a function or
  // trigger under load would take locks the catalogue's readers wait for).
  `DO $do$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'notify_offer_prices_changed' AND pronamespace = 'public'::regnamespace) THEN
    CREATE FUNCTION public.notify_offer_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_TABLE_SCHEMA = 'public' THEN PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME); END IF;
      RETURN NULL;
    END $fn$;
  END IF;
END $do$`,
  ...['offer_prices', 'offer_term_prices'].map(
    (table) => `DO $do$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = '${table}'::regclass AND tgname = '${table}_catalogue_changed') THEN
    CREATE TRIGGER ${table}_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION public.notify_offer_prices_changed();
  END IF;
END $do$`,
  ),
];

/**
 * The offer-prices projection's tables (issue 16), in the current search_path; idempotent
 * (ADR 0007). Every value, updated_at included, follows from the events (and the bank's grid in
 * car_specs and lease_terms), so a rebuild writes the same rows as the live projection.
 * - offer_price_rows: per discount row (scope + car model) the cells as the events left them, the
 *   cells the row's offers are priced with (`accepted_cells`: the last cells that gave every offer
 *   of the row a positive rate, or that took the row off the catalogue), when those were accepted,
 *   and the German explanation when the latest cells were refused (the dealer table shows it).
 * - offer_prices: one row per LISTED offer (car_specs id): discount, bonus, cheapest rates,
 *   Leasingfaktor, updated_at (the accepting event's time) and the catalogue columns the search
 *   filters, sorts and counts on, with covering indexes, so a search reads one table.
 * - offer_term_prices: the rates of every term of a listed offer.
 * The catalogue reads offer_prices and offer_term_prices; both NOTIFY catalogue_changed like the
 * catalogue's own tables (only in public: a rebuild's fresh tables fill without flushing the api's
 * cache; the swap notifies once).
 */
export async function createOfferPricesTables(tx: ProjectionTx): Promise<void> {
  await replayIfTablesPredateOwnPrices(tx);
  for (const statement of OFFER_PRICES_DDL) await tx.query(statement);
}

/**
 * Before issue 16 this projection kept only the cells and wrote into car_specs/lease_terms. Its
 * old offer_price_rows lacks the accepted cells, so the new tables cannot be derived from it:
 * drop it and replay from position zero (the runner reads the checkpoint after createTables).
 * In a rebuild's fresh schema there is nothing to upgrade.
 */
async function replayIfTablesPredateOwnPrices(tx: ProjectionTx): Promise<void> {
  const { rows } = await tx.query<{ old: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1)
        AND NOT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'accepted_cells') AS old`,
    [OFFER_PRICE_ROWS_TABLE],
  );
  if (!rows[0]?.old) return;
  await tx.query(`DROP TABLE ${OFFER_PRICE_ROWS_TABLE}`);
  await resetCheckpoint(tx, 'offer-prices');
}
