import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The deals read model (projections/src/deals), created here too so the api can answer (empty
 * lists, 404s) before the projections process has started for the first time. Same statements
 * as the projection's createTables, which stays the owner (IF NOT EXISTS on both sides; a rebuild
 * creates the tables in its own schema from the projection).
 */
export class DealsReadModel1763700000031 implements MigrationInterface {
  name = 'DealsReadModel1763700000031';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
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
        checkout_completed_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX IF NOT EXISTS deals_customer_idx ON deals (customer_id, updated_at DESC)');
    await queryRunner.query('CREATE INDEX IF NOT EXISTS deals_state_idx ON deals (customer_state, updated_at DESC)');
    await queryRunner.query(`
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

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS deals, deal_state_changes');
  }
}
