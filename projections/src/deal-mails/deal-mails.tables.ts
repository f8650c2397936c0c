import type { ProjectionTx } from '../runtime/projection';

/** The reaction's own memory of each deal: the terms the order summary shows (no personal data). */
export const DEAL_MAILS_TABLES = ['deal_mail_deals', 'deal_mails_installed'] as const;

/** The reaction's tables, in the current search_path; idempotent (ADR 0007). */
export async function createDealMailsTables(tx: ProjectionTx): Promise<void> {
  await tx.query(`
    CREATE TABLE IF NOT EXISTS deal_mail_deals (
      deal_id uuid PRIMARY KEY,
      customer_id uuid NOT NULL,
      customer_group text NOT NULL,
      car_spec_id uuid NOT NULL,
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
      order_number text,
      self_assessment_forms integer NOT NULL DEFAULT 0,
      revision bigint NOT NULL
    )`);
  // When the reaction first ran (markInstalled): events that happened before are history, not news.
  await tx.query(`CREATE TABLE IF NOT EXISTS deal_mails_installed (id boolean PRIMARY KEY DEFAULT true CHECK (id), installed_at timestamptz NOT NULL)`);
}

/**
 * Written when the reaction first runs, not when the migrate step creates the table: without it
 * the first start on an existing database would mail every customer about every past step.
 */
export async function markDealMailsInstalled(tx: ProjectionTx): Promise<void> {
  await tx.query(`INSERT INTO deal_mails_installed (id, installed_at) VALUES (true, now()) ON CONFLICT (id) DO NOTHING`);
}
