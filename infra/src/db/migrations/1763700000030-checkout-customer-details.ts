import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checkout's mutable tables (DESIGN.md: personal data stays out of events).
 * - One table per customer-details kind of spec 7.5: the fields of the step form as JSON (dates
 *   'DD.MM.YYYY', money in cents), one row per customer, overwritten on each save, deleted with
 *   the account's personal data. Deal events only record that a step was completed.
 * - deal_messages: message texts (they may hold personal data); DealMessagePosted keeps the fact.
 * - referral_codes: each customer's own code to pass on (spec 7.5 referral, referred_by_code).
 * The deals read model is created by its projection (projections/src/deals), which owns its
 * tables so a rebuild can replay them into a fresh schema.
 */
export class CheckoutCustomerDetails1763700000030 implements MigrationInterface {
  name = 'CheckoutCustomerDetails1763700000030';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of DETAILS_TABLES) {
      await queryRunner.query(`CREATE TABLE ${table} (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    }
    await queryRunner.query(`CREATE TABLE deal_messages (
      id uuid PRIMARY KEY,
      deal_id uuid NOT NULL,
      author_user_id uuid NOT NULL,
      author_role text NOT NULL CHECK (author_role IN ('Customer','Admin','Dealer','System')),
      message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
      category text NOT NULL,
      source text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query('CREATE INDEX deal_messages_deal_idx ON deal_messages (deal_id, created_at)');
    await queryRunner.query(`CREATE TABLE referral_codes (
      code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{6,12}$'),
      user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS referral_codes, deal_messages, ${DETAILS_TABLES.join(', ')}`);
  }
}

/** customer_<kind> for each kind of spec 7.5. */
export const DETAILS_TABLES = [
  'customer_private_personal_details',
  'customer_private_banking_details',
  'customer_business_company_manager_details',
  'customer_business_company_details',
  'customer_business_personal_details',
] as const;
