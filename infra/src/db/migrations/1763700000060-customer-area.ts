import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customer area (issue 6).
 * - customer_notification_seen: which notification the customer marked as seen. Mutable state of
 *   the customer, beside the notifications read model, so a rebuild of the projection keeps it.
 * - The customer-area read model tables (projections/src/customer-area), created here too so the
 *   api can answer (empty lists, 404s) before the projections process first started. Same
 *   statements as the projection's createTables, which stays the owner (IF NOT EXISTS on both sides).
 */
export class CustomerArea1763700000060 implements MigrationInterface {
  name = 'CustomerArea1763700000060';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP TABLE IF EXISTS customer_notification_seen, customer_deal_cards, customer_dashboard, customer_deal_timeline, customer_notifications, customer_deal_messages, customer_documents, customer_payment_events',
    );
  }
}

const UP = [
  `CREATE TABLE customer_notification_seen (
    notification_id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    seen_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX customer_notification_seen_customer_idx ON customer_notification_seen (customer_id)',
  `
    CREATE TABLE IF NOT EXISTS customer_deal_cards (
      deal_id uuid PRIMARY KEY,
      customer_id uuid NOT NULL,
      customer_group text NOT NULL,
      customer_state text NOT NULL,
      state_group text,
      car_spec_id uuid NOT NULL,
      car_model_id uuid NOT NULL,
      months smallint NOT NULL,
      km_per_year integer NOT NULL,
      finance_rate_cents bigint NOT NULL,
      service_rate_cents bigint NOT NULL,
      insurance_rate_cents bigint NOT NULL,
      insurance_enabled boolean NOT NULL,
      service_package_enabled boolean NOT NULL,
      downpayment_cents bigint NOT NULL,
      delivery_option text NOT NULL,
      selected_extra text,
      delivery_time text,
      finance_options text NOT NULL,
      finance_selection text,
      payment_status text,
      revision bigint NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    ) WITH (fillfactor = 70)`,
  'CREATE INDEX IF NOT EXISTS customer_deal_cards_customer_idx ON customer_deal_cards (customer_id, state_group)',
  `
    CREATE TABLE IF NOT EXISTS customer_dashboard (
      customer_id uuid PRIMARY KEY,
      checkout_in_progress integer NOT NULL DEFAULT 0,
      contracts integer NOT NULL DEFAULT 0,
      waiting_for_delivery integer NOT NULL DEFAULT 0,
      active_contract integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL
    )`,
  `
    CREATE TABLE IF NOT EXISTS customer_deal_timeline (
      event_id uuid PRIMARY KEY,
      deal_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      revision bigint NOT NULL,
      type text NOT NULL,
      occurred_at timestamptz NOT NULL,
      actor text NOT NULL,
      title text NOT NULL,
      detail text
    )`,
  'CREATE INDEX IF NOT EXISTS customer_deal_timeline_deal_idx ON customer_deal_timeline (deal_id, revision)',
  `
    CREATE TABLE IF NOT EXISTS customer_notifications (
      id uuid PRIMARY KEY,
      customer_id uuid NOT NULL,
      deal_id uuid NOT NULL,
      title text NOT NULL,
      body text,
      created_at timestamptz NOT NULL
    )`,
  'CREATE INDEX IF NOT EXISTS customer_notifications_customer_idx ON customer_notifications (customer_id, created_at DESC)',
  `
    CREATE TABLE IF NOT EXISTS customer_deal_messages (
      message_id uuid PRIMARY KEY,
      deal_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      category text NOT NULL,
      source text NOT NULL,
      author text NOT NULL,
      posted_at timestamptz NOT NULL
    )`,
  'CREATE INDEX IF NOT EXISTS customer_deal_messages_deal_idx ON customer_deal_messages (deal_id, posted_at)',
  `
    CREATE TABLE IF NOT EXISTS customer_documents (
      document_id uuid PRIMARY KEY,
      deal_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      attachment_type text NOT NULL,
      attached_at timestamptz NOT NULL,
      removed_at timestamptz
    )`,
  'CREATE INDEX IF NOT EXISTS customer_documents_customer_idx ON customer_documents (customer_id, attached_at DESC)',
  `
    CREATE TABLE IF NOT EXISTS customer_payment_events (
      event_id uuid PRIMARY KEY,
      deal_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      payment_status text NOT NULL,
      charge_id text,
      changed_at timestamptz NOT NULL
    )`,
  'CREATE INDEX IF NOT EXISTS customer_payment_events_deal_idx ON customer_payment_events (deal_id, changed_at)',
];
