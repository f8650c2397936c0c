import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17. Order numbers `AL-<year>-<6 digits>`: one counter row per year, incremented in the
 * transaction that places the order (the row lock serialises concurrent checkouts; a refused
 * order rolls its increment back, so the numbers stay gapless and unique). The unique index on
 * the placed numbers is the last guard.
 *
 * Payments are reservations now: a row per attempt moves authorised → captured | voided, captured
 * → refunded; 'paid' rows are immediate charges from before. One live (reserved or taken) payment
 * per deal. (The read models' new columns were added here too; their projections add them now, ADR 0007.)
 */

export class OrderNumbersAndReservations1763700000090 implements MigrationInterface {
  name = 'OrderNumbersAndReservations1763700000090';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE order_number_counters (
      year smallint PRIMARY KEY,
      last_value integer NOT NULL CHECK (last_value BETWEEN 0 AND 999999)
    )`);
    await queryRunner.query(`CREATE TABLE order_numbers (
      order_number text PRIMARY KEY CHECK (order_number ~ '^AL-[0-9]{4}-[0-9]{6}$'),
      deal_id uuid NOT NULL UNIQUE,
      placed_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query('ALTER TABLE payment_charges DROP CONSTRAINT IF EXISTS payment_charges_status_check');
    await queryRunner.query(
      `ALTER TABLE payment_charges ADD CONSTRAINT payment_charges_status_check CHECK (status IN ('paid','failed','authorised','captured','voided','refunded'))`,
    );
    await queryRunner.query('ALTER TABLE payment_charges ADD COLUMN updated_at timestamptz');
    await queryRunner.query('DROP INDEX IF EXISTS payment_charges_one_paid_per_deal');
    await queryRunner.query(
      `CREATE UNIQUE INDEX payment_charges_one_live_per_deal ON payment_charges (deal_id) WHERE status IN ('paid','authorised','captured')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS payment_charges_one_live_per_deal');
    await queryRunner.query(`DELETE FROM payment_charges WHERE status NOT IN ('paid','failed')`);
    await queryRunner.query(`CREATE UNIQUE INDEX payment_charges_one_paid_per_deal ON payment_charges (deal_id) WHERE status = 'paid'`);
    await queryRunner.query('ALTER TABLE payment_charges DROP COLUMN IF EXISTS updated_at');
    await queryRunner.query('ALTER TABLE payment_charges DROP CONSTRAINT IF EXISTS payment_charges_status_check');
    await queryRunner.query(`ALTER TABLE payment_charges ADD CONSTRAINT payment_charges_status_check CHECK (status IN ('paid','failed'))`);
    await queryRunner.query('DROP TABLE IF EXISTS order_numbers');
    await queryRunner.query('DROP TABLE IF EXISTS order_number_counters');
  }
}
