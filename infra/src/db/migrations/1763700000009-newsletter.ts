import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletter sign-ups (spec 7.3) with double opt-in: an address counts as subscribed only after
 * the link in the confirmation mail was opened. Only the SHA-256 of the link secret is stored.
 * Personal data (the address) lives here, in a mutable table, not in events (DESIGN.md).
 */
export class Newsletter1763700000009 implements MigrationInterface {
  name = 'Newsletter1763700000009';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE newsletter_subscriptions (
      id uuid PRIMARY KEY,
      email text NOT NULL,
      email_normalized text NOT NULL UNIQUE,
      customer_group text NOT NULL CHECK (customer_group IN ('b2b','b2c')),
      optin_source text NOT NULL,
      optin_url text,
      status text NOT NULL CHECK (status IN ('pending','confirmed')),
      token_secret_hash bytea,
      token_expires_at timestamptz,
      confirmation_mails_sent integer NOT NULL DEFAULT 0,
      last_mail_at timestamptz,
      confirmed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS newsletter_subscriptions');
  }
}
