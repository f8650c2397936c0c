import type { ProjectionTx } from '../runtime/projection';
import { DISCOUNT_ROW_KEY_COLUMNS, DISCOUNT_ROW_PRIMARY_KEY } from '../shared/discount-row-key';

export const DEALER_DISCOUNT_TABLES = ['dealer_discount_rows', 'dealer_discount_scopes', 'dealer_discount_layouts', 'dealer_discount_history', 'discount_campaigns'] as const;

/** Every kind the history knows; a table whose check lacks the last one gets the whole list. */
const HISTORY_KINDS = ['edit', 'confirm', 'update_all', 'copy', 'layout', 'import', 'restore', 'campaign_scheduled', 'campaign_started', 'campaign_ended', 'campaign_cancelled'];
const KIND_CHECK = `CHECK (kind IN (${HISTORY_KINDS.map((k) => `'${k}'`).join(',')}))`;

/**
 * Read models of the dealer discount table (spec 3.11, issue 7).
 * - dealer_discount_rows: one row per scope (dealer, group, bank, brand) and car model that has
 *   events; car models without a row are shown as data_missing by the query (LEFT JOIN), so
 *   the catalogue can add models without touching this table. Percent in hundredths, money in
 *   cents, as in the events. `state` and `discount_sum` are computed by the projection with the
 *   domain's rules, so the table filters on them with an index. `cell_editors`: the last editor
 *   of every cell, `{ "<field>": { "user_id", "role", "acting_for_dealer_id", "at" } }`, for the
 *   table's per-cell hints.
 * - dealer_discount_scopes: the stream revision each scope's rows reflect (what a save is based
 *   on), written in the same transaction as the rows.
 * - dealer_discount_layouts: additional discount columns per dealer and brand.
 * - dealer_discount_history: one row per cell change (and per layout change), with who (user,
 *   role, the dealer an Admin acted for), the operation id and source scope of bulk work; an
 *   import names its file (issue 21, item 5), a restore the moment restored, a campaign kind its
 *   id and validity (items 6 and 8).
 * - discount_campaigns: every campaign with its status; the table's campaign list and the
 *   worker's catch-up of boundaries read it.
 */
const TABLES: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS dealer_discount_rows (
    ${DISCOUNT_ROW_KEY_COLUMNS},
    base_discount integer,
    additional_discounts_0 integer,
    additional_discounts_1 integer,
    additional_discounts_2 integer,
    additional_discounts_3 integer,
    additional_discounts_4 integer,
    collected_discounts_0 integer,
    collected_discounts_1 integer,
    order_absolute_bonus_cents bigint,
    bafa_manufacturer_included boolean NOT NULL DEFAULT false,
    factory_delivery_cents bigint,
    dealer_delivery_cents bigint,
    delivery_time text,
    stock_discount_offset integer,
    stock_absolute_bonus_cents bigint,
    -- NULL: never set (the row is incomplete rather than switched off).
    available boolean,
    confirmed boolean NOT NULL DEFAULT false,
    state text NOT NULL CHECK (state IN ('available','data_missing','unavailable')),
    discount_sum integer NOT NULL DEFAULT 0,
    revision integer NOT NULL,
    updated_at timestamptz NOT NULL,
    updated_by_user_id text NOT NULL,
    updated_by_role text NOT NULL,
    cell_editors jsonb NOT NULL DEFAULT '{}'::jsonb,
    ${DISCOUNT_ROW_PRIMARY_KEY}
  )`,
  `CREATE TABLE IF NOT EXISTS dealer_discount_scopes (
    dealer_id uuid NOT NULL,
    customer_group text NOT NULL,
    bank_id uuid NOT NULL,
    manufacturer_id uuid NOT NULL,
    revision integer NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (dealer_id, customer_group, bank_id, manufacturer_id)
  )`,
  `CREATE TABLE IF NOT EXISTS dealer_discount_layouts (
    dealer_id uuid NOT NULL,
    manufacturer_id uuid NOT NULL,
    number_additional_discounts smallint NOT NULL CHECK (number_additional_discounts BETWEEN 1 AND 5),
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (dealer_id, manufacturer_id)
  )`,
  `CREATE TABLE IF NOT EXISTS dealer_discount_history (
    event_id uuid NOT NULL,
    seq integer NOT NULL,
    position numeric(40,0) NOT NULL,
    kind text NOT NULL ${KIND_CHECK},
    dealer_id uuid NOT NULL,
    customer_group text,
    bank_id uuid,
    manufacturer_id uuid NOT NULL,
    car_model_id uuid,
    field text,
    old_value jsonb,
    new_value jsonb,
    user_id text NOT NULL,
    role text NOT NULL,
    acting_for_dealer_id text,
    operation_id text,
    source_customer_group text,
    source_bank_id uuid,
    occurred_at timestamptz NOT NULL,
    file_name text,
    restored_from timestamptz,
    campaign_id uuid,
    valid_from timestamptz,
    valid_until timestamptz,
    PRIMARY KEY (event_id, seq)
  )`,
  `CREATE TABLE IF NOT EXISTS discount_campaigns (
    campaign_id uuid PRIMARY KEY,
    dealer_id uuid NOT NULL,
    customer_group text NOT NULL,
    bank_id uuid NOT NULL,
    manufacturer_id uuid NOT NULL,
    car_model_ids uuid[] NOT NULL,
    field text NOT NULL,
    value bigint NOT NULL,
    valid_from timestamptz NOT NULL,
    valid_until timestamptz NOT NULL,
    status text NOT NULL CHECK (status IN ('scheduled','active','ended','cancelled')),
    scheduled_by_user_id text NOT NULL,
    scheduled_by_role text NOT NULL,
    scheduled_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
];

/**
 * Tables from before a column was added get it (at the end, where the CREATE above has it).
 * The kind check is replaced only when it lacks the newest kind: adding a check reads the whole
 * history under an exclusive lock, and this runs on every start.
 */
const UPGRADES: readonly string[] = [
  `ALTER TABLE dealer_discount_rows ADD COLUMN IF NOT EXISTS cell_editors jsonb NOT NULL DEFAULT '{}'::jsonb`,
  `ALTER TABLE dealer_discount_history ADD COLUMN IF NOT EXISTS file_name text, ADD COLUMN IF NOT EXISTS restored_from timestamptz,
     ADD COLUMN IF NOT EXISTS campaign_id uuid, ADD COLUMN IF NOT EXISTS valid_from timestamptz, ADD COLUMN IF NOT EXISTS valid_until timestamptz`,
  `DO $do$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conrelid = 'dealer_discount_history'::regclass AND conname = 'dealer_discount_history_kind_check'
                   AND pg_get_constraintdef(oid) LIKE '%''${HISTORY_KINDS[HISTORY_KINDS.length - 1]}''%') THEN
    ALTER TABLE dealer_discount_history DROP CONSTRAINT IF EXISTS dealer_discount_history_kind_check;
    ALTER TABLE dealer_discount_history ADD CONSTRAINT dealer_discount_history_kind_check ${KIND_CHECK};
  END IF;
END $do$`,
];

/** The audit explorer's covering indexes (issue 8), what each carries: the page's (event_id, seq) come from an index-only scan. */
const CARRIED = ['event_id', 'dealer_id', 'user_id', 'manufacturer_id', 'bank_id', 'customer_group', 'car_model_id', 'field'] as const;
const carried = (without: string) => CARRIED.filter((c) => c !== without).join(', ');
const ORDER = 'occurred_at DESC, position DESC, seq DESC';

const INDEXES: readonly string[] = [
  `CREATE INDEX IF NOT EXISTS dealer_discount_rows_state_idx
     ON dealer_discount_rows (dealer_id, manufacturer_id, customer_group, bank_id, state)`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_dealer_idx ON dealer_discount_history (dealer_id, occurred_at DESC, position DESC)`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_cell_idx
     ON dealer_discount_history (dealer_id, car_model_id, field, position DESC) WHERE car_model_id IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_user_idx ON dealer_discount_history (dealer_id, user_id, occurred_at DESC)`,
  // Explorer: time for no filter and the broad ones (group, bank, field); dealer, user, brand carry the others; car model only the ids.
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_audit_time_idx ON dealer_discount_history (${ORDER}) INCLUDE (event_id, bank_id, customer_group, field)`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_audit_dealer_idx ON dealer_discount_history (dealer_id, ${ORDER}) INCLUDE (${carried('dealer_id')})`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_audit_user2_idx ON dealer_discount_history (user_id, ${ORDER}) INCLUDE (${carried('user_id')})`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_audit_brand_idx ON dealer_discount_history (manufacturer_id, ${ORDER}) INCLUDE (${carried('manufacturer_id')})`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_audit_model_idx ON dealer_discount_history (car_model_id, ${ORDER}) INCLUDE (event_id)`,
  `CREATE INDEX IF NOT EXISTS discount_campaigns_scope_idx ON discount_campaigns (dealer_id, customer_group, bank_id, manufacturer_id, valid_from)`,
  `CREATE INDEX IF NOT EXISTS discount_campaigns_pending_idx ON discount_campaigns (valid_from) WHERE status IN ('scheduled','active')`,
];

/**
 * The sorted 100-row page is a prepared statement; its generic plan estimated a scope from each
 * column on its own (a handful of rows) and scanned the whole scope for every row of the page.
 * Statistics over the four columns together tell the planner how big a scope really is.
 * A statistics object stays in the schema it was created in (ALTER TABLE SET SCHEMA leaves it
 * behind), so a rebuild's goes with its schema: the swap creates them again in public.
 */
export function dealerDiscountRowsStatistics(schema?: string): string {
  const q = schema ? `${schema}.` : '';
  return `CREATE STATISTICS IF NOT EXISTS ${q}dealer_discount_rows_scope_stats (ndistinct, dependencies)
  ON dealer_id, customer_group, bank_id, manufacturer_id FROM ${q}dealer_discount_rows`;
}

/** The dealer-discounts projection's tables, in the current search_path; idempotent (ADR 0007). */
export async function createDealerDiscountTables(tx: ProjectionTx): Promise<void> {
  for (const statement of [...TABLES, ...UPGRADES, ...INDEXES, dealerDiscountRowsStatistics()]) await tx.query(statement);
}
