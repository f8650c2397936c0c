import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card charges of deals (spec 4.3, 7.5 payment/charges): one row per attempt, paid or failed,
 * with the provider's charge id. Never the card number: its last four digits and brand only.
 * The deal's stream records the outcome (DealPaymentStatusChanged with the provider charge id).
 */
export class PaymentCharges1763700000041 implements MigrationInterface {
  name = 'PaymentCharges1763700000041';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE payment_charges (
      id uuid PRIMARY KEY,
      deal_id uuid NOT NULL,
      customer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      amount_cents bigint NOT NULL CHECK (amount_cents > 0),
      currency text NOT NULL CHECK (currency = 'EUR'),
      status text NOT NULL CHECK (status IN ('paid','failed')),
      provider text NOT NULL,
      provider_charge_id text NOT NULL UNIQUE,
      card_last4 text NOT NULL CHECK (card_last4 ~ '^[0-9]{4}$'),
      card_brand text NOT NULL,
      decline_code text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'failed') = (decline_code IS NOT NULL))
    )`);
    await queryRunner.query('CREATE INDEX payment_charges_deal_idx ON payment_charges (deal_id, created_at)');
    // A deal is paid once: a second successful charge cannot be stored.
    await queryRunner.query(`CREATE UNIQUE INDEX payment_charges_one_paid_per_deal ON payment_charges (deal_id) WHERE status = 'paid'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS payment_charges');
  }
}
