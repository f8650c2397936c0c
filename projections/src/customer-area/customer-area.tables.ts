import type { ProjectionTx } from '../runtime/projection';

/**
 * Customer area read models (issue 6), all fed by deal events in one projection so one
 * transaction keeps them and the checkpoint consistent. No personal data: file names, message
 * texts and the profile are joined from their mutable tables at query time.
 *
 * - customer_deal_cards: one card per deal with its state group of spec 4.1 (lists, dashboard)
 * - customer_dashboard: deals per state group per customer
 * - customer_deal_timeline: every customer-relevant event of a deal, in German, with who acted
 * - customer_notifications: what the customer is told (seen markers live in customer_notification_seen, a mutable table)
 * - customer_deal_messages, customer_documents, customer_payment_events
 * In the current search_path; idempotent (ADR 0007).
 */
export async function createCustomerAreaTables(tx: ProjectionTx): Promise<void> {
  await tx.query(`
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
      updated_at timestamptz NOT NULL,
      order_number text
    ) WITH (fillfactor = 70)`);
  // Every deal event rewrites its card with a new updated_at. An index on updated_at made each
  // such write a non-HOT update with a new entry in that index, which nothing but VACUUM removes:
  // under 500 events/s the list index of a customer with 50 cards grew to thousands of dead
  // entries, read on every dashboard and list. The list index leaves the ever-changing columns
  // out (a customer's few hundred cards are sorted in memory) and the free space per page keeps
  // card updates HOT, so the heap pages prune themselves and the indexes stay as they are.
  await tx.query('ALTER TABLE customer_deal_cards SET (fillfactor = 70)');
  await tx.query('DROP INDEX IF EXISTS customer_deal_cards_list_idx');
  await tx.query('CREATE INDEX IF NOT EXISTS customer_deal_cards_customer_idx ON customer_deal_cards (customer_id, state_group)');
  await tx.query(`
    CREATE TABLE IF NOT EXISTS customer_dashboard (
      customer_id uuid PRIMARY KEY,
      checkout_in_progress integer NOT NULL DEFAULT 0,
      contracts integer NOT NULL DEFAULT 0,
      waiting_for_delivery integer NOT NULL DEFAULT 0,
      active_contract integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL
    )`);
  await tx.query(`
    CREATE TABLE IF NOT EXISTS customer_deal_timeline (
      event_id uuid PRIMARY KEY,
      deal_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      revision bigint NOT NULL,
      type text NOT NULL,
      occurred_at timestamptz NOT NULL,
      actor text NOT NULL,
      title text NOT NULL,
      detail text,
      fold_count integer NOT NULL DEFAULT 1,
      last_event_id uuid,
      last_revision bigint,
      last_occurred_at timestamptz
    )`);
  await tx.query('CREATE INDEX IF NOT EXISTS customer_deal_timeline_deal_idx ON customer_deal_timeline (deal_id, revision)');
  await tx.query(`
    CREATE TABLE IF NOT EXISTS customer_notifications (
      id uuid PRIMARY KEY,
      customer_id uuid NOT NULL,
      deal_id uuid NOT NULL,
      title text NOT NULL,
      body text,
      created_at timestamptz NOT NULL
    )`);
  await tx.query('CREATE INDEX IF NOT EXISTS customer_notifications_customer_idx ON customer_notifications (customer_id, created_at DESC)');
  await tx.query(`
    CREATE TABLE IF NOT EXISTS customer_deal_messages (
      message_id uuid PRIMARY KEY,
      deal_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      category text NOT NULL,
      source text NOT NULL,
      author text NOT NULL,
      posted_at timestamptz NOT NULL
    )`);
  await tx.query('CREATE INDEX IF NOT EXISTS customer_deal_messages_deal_idx ON customer_deal_messages (deal_id, posted_at)');
  await tx.query(`
    CREATE TABLE IF NOT EXISTS customer_documents (
      document_id uuid PRIMARY KEY,
      deal_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      attachment_type text NOT NULL,
      attached_at timestamptz NOT NULL,
      removed_at timestamptz
    )`);
  await tx.query('CREATE INDEX IF NOT EXISTS customer_documents_customer_idx ON customer_documents (customer_id, attached_at DESC)');
  await tx.query(`
    CREATE TABLE IF NOT EXISTS customer_payment_events (
      event_id uuid PRIMARY KEY,
      deal_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      payment_status text NOT NULL,
      charge_id text,
      changed_at timestamptz NOT NULL,
      amount_cents bigint
    )`);
  await tx.query('CREATE INDEX IF NOT EXISTS customer_payment_events_deal_idx ON customer_payment_events (deal_id, changed_at)');
  for (const statement of UPGRADES) await tx.query(statement);
}

/**
 * Tables from before issue 17 get its columns, at the end where the CREATEs above have them: the
 * order number on the card, the amount of a reservation step, and the folded timeline ("Extras
 * geändert (3×)"): a row may stand for a run of events of one kind, event_id/revision/occurred_at
 * being the run's first event, the last_* columns its latest (rows from before keep one event
 * each until the projection is rebuilt).
 */
const UPGRADES = [
  'ALTER TABLE customer_deal_cards ADD COLUMN IF NOT EXISTS order_number text',
  'ALTER TABLE customer_payment_events ADD COLUMN IF NOT EXISTS amount_cents bigint',
  `ALTER TABLE customer_deal_timeline
    ADD COLUMN IF NOT EXISTS fold_count integer NOT NULL DEFAULT 1,
    ADD COLUMN IF NOT EXISTS last_event_id uuid,
    ADD COLUMN IF NOT EXISTS last_revision bigint,
    ADD COLUMN IF NOT EXISTS last_occurred_at timestamptz`,
] as const;

export const CUSTOMER_AREA_TABLES = [
  'customer_deal_cards',
  'customer_dashboard',
  'customer_deal_timeline',
  'customer_notifications',
  'customer_deal_messages',
  'customer_documents',
  'customer_payment_events',
] as const;
