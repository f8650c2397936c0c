import type { ProjectionTx } from '../runtime/projection';

/**
 * Every column of `deals` but the key, in table order: what a batch's patch may set (the deals
 * projection writes them all from jsonb_populate_record). deals.tables int test keeps it equal to
 * the table.
 */
export const DEAL_PATCHABLE_COLUMNS = [
  'customer_id', 'customer_group', 'customer_state', 'car_spec_id', 'car_model_id', 'final_offer_id', 'months', 'km_per_year',
  'list_price_cents', 'downpayment_cents', 'fleet_size', 'offer_type', 'bafa_bonus_available', 'finance_rate_cents', 'service_rate_cents',
  'insurance_rate_cents', 'price_in_cents_per_extra_km', 'discount_in_cents_per_untapped_km', 'insurance_enabled', 'service_package_enabled',
  'delivery_option', 'extras_agb_consent', 'selected_extra', 'logistics', 'finance_options', 'finance_selection', 'payment_status',
  'referred_by_code', 'delivery_time', 'self_assessment_form_generated', 'revision', 'last_actor_user_id', 'last_actor_role', 'created_at',
  'updated_at', 'checkout_completed_at', 'order_number',
] as const;

/**
 * The deals read model: one row per deal (the customer's deal pages, the customer's list and the
 * ops list), plus the history of customer_state changes with who acted. No personal data: names
 * are joined from users at query time. `revision` is the deal stream's revision of the last
 * applied event; updates apply only to newer revisions, so replaying a batch changes nothing.
 * In the current search_path; idempotent (ADR 0007).
 */
export async function createDealsTables(tx: ProjectionTx): Promise<void> {
  await tx.query(`
    CREATE TABLE IF NOT EXISTS deals (
      id uuid PRIMARY KEY,
      customer_id uuid NOT NULL,
      customer_group text NOT NULL,
      customer_state text NOT NULL,
      car_spec_id uuid NOT NULL,
      car_model_id uuid NOT NULL,
      final_offer_id uuid NOT NULL UNIQUE,
      months smallint NOT NULL,
      km_per_year integer NOT NULL,
      list_price_cents bigint NOT NULL,
      downpayment_cents bigint NOT NULL,
      fleet_size integer NOT NULL,
      offer_type text NOT NULL,
      bafa_bonus_available boolean NOT NULL,
      finance_rate_cents bigint NOT NULL,
      service_rate_cents bigint NOT NULL,
      insurance_rate_cents bigint NOT NULL,
      price_in_cents_per_extra_km integer NOT NULL,
      discount_in_cents_per_untapped_km integer NOT NULL,
      insurance_enabled boolean NOT NULL,
      service_package_enabled boolean NOT NULL,
      delivery_option text NOT NULL,
      extras_agb_consent boolean NOT NULL DEFAULT false,
      selected_extra text,
      logistics text,
      finance_options text NOT NULL,
      finance_selection text,
      payment_status text,
      referred_by_code text,
      delivery_time text,
      self_assessment_form_generated boolean NOT NULL DEFAULT false,
      revision bigint NOT NULL,
      last_actor_user_id text,
      last_actor_role text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      checkout_completed_at timestamptz,
      order_number text
    )`);
  // Tables from before issue 17 get the order number (DealOrderPlaced) where the CREATE has it.
  await tx.query('ALTER TABLE deals ADD COLUMN IF NOT EXISTS order_number text');
  await tx.query('CREATE INDEX IF NOT EXISTS deals_customer_idx ON deals (customer_id, updated_at DESC)');
  await tx.query('CREATE INDEX IF NOT EXISTS deals_state_idx ON deals (customer_state, updated_at DESC)');
  await tx.query('CREATE UNIQUE INDEX IF NOT EXISTS deals_order_number_idx ON deals (order_number) WHERE order_number IS NOT NULL');
  await tx.query(`
    CREATE TABLE IF NOT EXISTS deal_state_changes (
      deal_id uuid NOT NULL,
      revision bigint NOT NULL,
      from_state text NOT NULL,
      to_state text NOT NULL,
      trigger text NOT NULL,
      actor_user_id text NOT NULL,
      actor_role text NOT NULL,
      changed_at timestamptz NOT NULL,
      PRIMARY KEY (deal_id, revision)
    )`);
}
