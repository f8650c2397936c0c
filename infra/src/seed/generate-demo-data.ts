import argon2 from 'argon2';
import type { Pool, PoolClient } from 'pg';
import { buildCatalogue } from './build-catalogue';
import { buildOffer, createOfferContext, type OfferRow, type TermRow } from './build-offers';
import { buildBanks, buildDealers } from './build-parties';
import { buildDemoUsers, DEMO_ACCOUNT_SINCE, DEMO_PASSWORD, type DemoUser } from './build-users';
import { bulkUpsert, type UpsertSpec } from './bulk-upsert';
import { BANKS, CAR_MODELS, CAR_SERIES, CAR_SPECS, DEALERS, LEASE_TERMS, MANUFACTURERS } from './tables';

export type DemoDataSize = 'tiny' | 'demo' | 'bench';

/** Offers per size: tiny for tests, demo for a browsable shop, bench for load tests. */
export const OFFER_COUNTS: Readonly<Record<DemoDataSize, number>> = { tiny: 50, demo: 2000, bench: 100000 };

export interface GenerateDemoDataOptions {
  pool: Pool;
  size: DemoDataSize;
  onProgress?: (percent: number) => void;
}

export interface DemoDataCounts {
  brands: number;
  carSeries: number;
  carModels: number;
  offers: number;
  leaseTerms: number;
  banks: number;
  dealers: number;
  users: number;
  durationMs: number;
}

/** Offers per statement: ~2,000 offers and 24,000 terms keep each round trip a few MB. */
const OFFER_CHUNK = 2000;
const SEED_LOCK = 728361003;

/**
 * Writes the demo catalogue in one transaction. Every row has a deterministic id and is upserted,
 * so running it again (or after a larger size) leaves exactly the rows of this size: surplus seeded
 * offers from an earlier, larger run are removed by their seed ordinal.
 */
export async function generateDemoData({ pool, size, onProgress }: GenerateDemoDataOptions): Promise<DemoDataCounts> {
  const started = Date.now();
  const offerCount = OFFER_COUNTS[size];
  if (offerCount === undefined) throw new Error(`Unknown demo data size: ${size}`);
  const catalogue = buildCatalogue();
  const banks = buildBanks();
  const dealers = buildDealers(catalogue.brandWeights);
  const context = createOfferContext(catalogue, banks, dealers);
  const users = buildDemoUsers(dealers.find((d) => d.brandSlugs[0] === 'vw')?.id ?? dealers[0].id);
  const report = (percent: number) => onProgress?.(Math.min(100, Math.round(percent)));

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await bulkUpsert(client, BANKS, banks);
    await bulkUpsert(client, DEALERS, dealers);
    await bulkUpsert(client, MANUFACTURERS, catalogue.manufacturers);
    await bulkUpsert(client, CAR_SERIES, catalogue.series);
    await bulkUpsert(client, CAR_MODELS, catalogue.models);
    await upsertUsers(client, users);
    report(2);

    for (let start = 0; start < offerCount; start += OFFER_CHUNK) {
      const offers: OfferRow[] = [];
      const terms: TermRow[] = [];
      for (let ordinal = start; ordinal < Math.min(offerCount, start + OFFER_CHUNK); ordinal++) {
        const built = buildOffer(ordinal, context);
        offers.push(built.offer);
        terms.push(...built.terms);
      }
      await bulkUpsert(client, CAR_SPECS, offers);
      await bulkUpsert(client, LEASE_TERMS, terms);
      report(2 + (96 * Math.min(offerCount, start + OFFER_CHUNK)) / offerCount);
    }
    await client.query('DELETE FROM car_specs WHERE seed_ordinal >= $1', [offerCount]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  report(100);
  return {
    brands: catalogue.manufacturers.length,
    carSeries: catalogue.series.length,
    carModels: catalogue.models.length,
    offers: offerCount,
    leaseTerms: offerCount * 12,
    banks: banks.length,
    dealers: dealers.length,
    users: users.length,
    durationMs: Date.now() - started,
  };
}

const USERS: UpsertSpec<DemoUser & { passwordHash: string }> = {
  table: 'users',
  conflict: ['id'],
  // A re-run keeps the stored hash: argon2 salts differ per call, and the password is the same.
  keepOnConflict: ['password_hash'],
  columns: [
    { name: 'id', type: 'uuid', value: (r) => r.id },
    { name: 'email', type: 'text', value: (r) => r.email },
    { name: 'password_hash', type: 'text', value: (r) => r.passwordHash },
    { name: 'role', type: 'text', value: (r) => r.role },
    { name: 'customer_group', type: 'text', value: (r) => r.customerGroup },
    { name: 'first_name', type: 'text', value: (r) => r.firstName },
    { name: 'last_name', type: 'text', value: (r) => r.lastName },
    { name: 'company_name', type: 'text', value: (r) => r.companyName },
    { name: 'dealer_id', type: 'uuid', value: (r) => r.dealerId },
    { name: 'email_verified_at', type: 'timestamptz', value: () => DEMO_ACCOUNT_SINCE },
    { name: 'accepted_tnc_at', type: 'timestamptz', value: () => DEMO_ACCOUNT_SINCE },
  ],
};

async function upsertUsers(client: PoolClient, users: DemoUser[]): Promise<void> {
  const existing = await client.query<{ id: string; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE id = ANY($1::uuid[])',
    [users.map((u) => u.id)],
  );
  const stored = new Map(existing.rows.map((r) => [r.id, r.password_hash]));
  // Hash only for accounts that are new; argon2id is deliberately slow.
  const rows = await Promise.all(
    users.map(async (u) => ({ ...u, passwordHash: stored.get(u.id) ?? (await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id })) })),
  );
  await bulkUpsert(client, USERS, rows);
}
