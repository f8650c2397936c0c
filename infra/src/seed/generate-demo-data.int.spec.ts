import type { Pool } from 'pg';
import { verifySecret } from '../security/secret-hash';
import { createPgPool } from '../db';
import { createTestDatabase, type TestDatabase } from '../testing';
import { DEMO_PASSWORD } from './build-users';
import { loadSecondFactorKey } from '../config/second-factor-secret';
import { generateDemoData, OFFER_COUNTS } from './generate-demo-data';

const TABLES: Record<string, string> = {
  banks: 'id',
  dealers: 'id',
  manufacturers: 'id',
  car_series: 'id',
  car_models: 'id',
  car_specs: 'id',
  lease_terms: 'car_spec_id, months, km_per_year',
  users: 'id',
};

/** Row count and an md5 over every column except the bookkeeping timestamps. */
async function snapshot(pool: Pool): Promise<Record<string, { count: number; hash: string }>> {
  const result: Record<string, { count: number; hash: string }> = {};
  for (const [table, key] of Object.entries(TABLES)) {
    const { rows } = await pool.query<{ count: string; hash: string }>(
      `SELECT count(*) AS count, md5(coalesce(string_agg((to_jsonb(t) - 'created_at' - 'updated_at')::text, '|' ORDER BY ${key}), '')) AS hash FROM ${table} t`,
    );
    result[table] = { count: Number(rows[0].count), hash: rows[0].hash };
  }
  return result;
}

describe('generateDemoData (tiny)', () => {
  let db: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    db = await createTestDatabase('seed');
    pool = createPgPool(db.url, 3);
  });

  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('writes the same rows twice without duplicates and reports progress', async () => {
    const progress: number[] = [];
    const first = await generateDemoData({ pool, size: 'tiny', onProgress: (p) => progress.push(p), secondFactorKey: loadSecondFactorKey() });
    const afterFirst = await snapshot(pool);
    const second = await generateDemoData({ pool, size: 'tiny', secondFactorKey: loadSecondFactorKey() });
    const afterSecond = await snapshot(pool);

    expect(first).toMatchObject({ brands: 45, offers: OFFER_COUNTS.tiny, users: 4 });
    expect(second).toMatchObject({ brands: first.brands, carSeries: first.carSeries, carModels: first.carModels, offers: first.offers });
    expect(afterSecond).toEqual(afterFirst);
    expect(afterFirst.manufacturers.count).toBe(45);
    expect(afterFirst.car_series.count).toBe(first.carSeries);
    expect(afterFirst.car_models.count).toBe(first.carModels);
    expect(afterFirst.car_specs.count).toBe(OFFER_COUNTS.tiny);
    expect(afterFirst.users.count).toBe(4);
    expect(progress[progress.length - 1]).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('gives every offer the full term grid', async () => {
    const { rows } = await pool.query<{ terms: string }>(
      `SELECT count(t.*) AS terms FROM car_specs s LEFT JOIN lease_terms t ON t.car_spec_id = s.id GROUP BY s.id`,
    );
    expect(rows).toHaveLength(OFFER_COUNTS.tiny);
    expect(new Set(rows.map((r) => Number(r.terms)))).toEqual(new Set([12]));
    const { rows: grids } = await pool.query<{ grid: string }>(
      `SELECT string_agg(months || '/' || km_per_year, ',' ORDER BY months, km_per_year) AS grid FROM lease_terms GROUP BY car_spec_id`,
    );
    expect(new Set(grids.map((g) => g.grid)).size).toBe(1);
  });

  it('creates the four demo accounts with verifiable argon2 hashes', async () => {
    const { rows } = await pool.query<{ email: string; role: string; customer_group: string | null; dealer_id: string | null; password_hash: string; email_verified_at: Date | null; accepted_tnc_at: Date | null }>(
      'SELECT email, role, customer_group, dealer_id, password_hash, email_verified_at, accepted_tnc_at FROM users ORDER BY email',
    );
    expect(rows.map((r) => [r.email, r.role, r.customer_group])).toEqual([
      ['admin@autoleasing.example', 'Admin', null],
      ['gewerbe@autoleasing.example', 'Customer', 'b2b'],
      ['haendler@autoleasing.example', 'Dealer', null],
      ['privat@autoleasing.example', 'Customer', 'b2c'],
    ]);
    for (const user of rows) {
      expect(await verifySecret(user.password_hash, DEMO_PASSWORD)).toBe(true);
      expect(await verifySecret(user.password_hash, 'falsch')).toBe(false);
      expect(user.email_verified_at).not.toBeNull();
      expect(user.accepted_tnc_at).not.toBeNull();
    }
    expect(rows.find((r) => r.role === 'Dealer')?.dealer_id).toBeTruthy();
  });

  it('stores only what the bank fixes: the rates and the listing are the offer-prices projection\'s (issue 16)', async () => {
    const { rows } = await pool.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name IN ('car_specs', 'lease_terms')
          AND column_name IN ('active', 'discount_percent', 'absolute_bonus_cents', 'cheapest_finance_rate_cents', 'cheapest_gross_finance_rate_cents',
                              'leasing_factor', 'finance_rate_cents', 'gross_finance_rate_cents', 'effective_rate_percent', 'total_amount_cents')`,
    );
    expect(rows).toEqual([]);
    const grid = await pool.query<{ bad: string }>(
      `SELECT count(*) AS bad FROM lease_terms t JOIN car_specs s ON s.id = t.car_spec_id
        WHERE t.residual_value_cents <= 0 OR t.residual_value_cents >= s.list_price_cents OR t.sollzins_percent NOT BETWEEN 0 AND 6.99`,
    );
    expect(grid.rows[0].bad).toBe('0');
  });
});
