import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models of the dealer discount table (spec 3.11, issue 7), written by the
 * `dealer-discounts` projection. The statements are unqualified and idempotent: this migration
 * creates them in `public` so the api can read before a projection process first starts, and the
 * projection runs the very same list in `rebuild_dealer_discounts` when it is rebuilt.
 *
 * - dealer_discount_rows: one row per scope (dealer, group, bank, brand) and car model that has
 *   events; car models without a row are shown as data_missing by the query (LEFT JOIN), so
 *   the catalogue can add models without touching this table. Percent in hundredths, money in
 *   cents, as in the events. `state` and `discount_sum` are computed by the projection with the
 *   domain's rules, so the table filters on them with an index.
 * - dealer_discount_scopes: the stream revision each scope's rows reflect (what a save is based
 *   on), written in the same transaction as the rows.
 * - dealer_discount_layouts: additional discount columns per dealer and brand.
 * - dealer_discount_history: one row per cell change (and per layout change), with who (user,
 *   role, the dealer an Admin acted for), the operation id and source scope of bulk work.
 */
export const DEALER_DISCOUNT_READ_MODEL_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS dealer_discount_rows (
    dealer_id uuid NOT NULL,
    customer_group text NOT NULL CHECK (customer_group IN ('b2b','b2c')),
    bank_id uuid NOT NULL,
    manufacturer_id uuid NOT NULL,
    car_model_id uuid NOT NULL,
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
    PRIMARY KEY (dealer_id, customer_group, bank_id, manufacturer_id, car_model_id)
  )`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_rows_state_idx
     ON dealer_discount_rows (dealer_id, manufacturer_id, customer_group, bank_id, state)`,
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
    kind text NOT NULL CHECK (kind IN ('edit','confirm','update_all','copy','layout')),
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
    PRIMARY KEY (event_id, seq)
  )`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_dealer_idx ON dealer_discount_history (dealer_id, occurred_at DESC, position DESC)`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_cell_idx
     ON dealer_discount_history (dealer_id, car_model_id, field, position DESC) WHERE car_model_id IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS dealer_discount_history_user_idx ON dealer_discount_history (dealer_id, user_id, occurred_at DESC)`,
];

/**
 * Added by migration 1763700000021: the last editor of every cell of a row,
 * `{ "<field>": { "user_id", "role", "acting_for_dealer_id", "at" } }`, for the table's per-cell hints.
 */
export const DEALER_DISCOUNT_READ_MODEL_DDL_V2: readonly string[] = [
  `ALTER TABLE dealer_discount_rows ADD COLUMN IF NOT EXISTS cell_editors jsonb NOT NULL DEFAULT '{}'::jsonb`,
];

export class DealerDiscounts1763700000020 implements MigrationInterface {
  name = 'DealerDiscounts1763700000020';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DEALER_DISCOUNT_READ_MODEL_DDL) await queryRunner.query(statement);
    // The table page pages through the car models of one brand in name order.
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS car_models_manufacturer_name_idx ON car_models (manufacturer_id, name, id)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS car_models_manufacturer_name_idx');
    await queryRunner.query('DROP TABLE IF EXISTS dealer_discount_history, dealer_discount_layouts, dealer_discount_scopes, dealer_discount_rows');
  }
}
