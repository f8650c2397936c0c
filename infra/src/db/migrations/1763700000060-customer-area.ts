import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customer area (issue 6): customer_notification_seen, which notification the customer marked as
 * seen. Mutable state of the customer, beside the notifications read model, so a rebuild of the
 * projection keeps it. The read model's tables were created here too; the customer-area
 * projection owns and creates them now (ADR 0007).
 */
export class CustomerArea1763700000060 implements MigrationInterface {
  name = 'CustomerArea1763700000060';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS customer_notification_seen');
  }
}

const UP = [
  `CREATE TABLE customer_notification_seen (
    notification_id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    seen_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX customer_notification_seen_customer_idx ON customer_notification_seen (customer_id)',
];
