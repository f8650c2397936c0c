import type { DemoDataSize } from '@autoleasing/contracts';
import { DEMO_STAFF_TOTP_SECRET, sealSecret } from '../config/second-factor-secret';
import { inTransaction } from '../db/in-transaction';
import type { Pool, PoolClient } from 'pg';
import type { EventStore } from '../event-store/types';
import { buildCatalogue, type Catalogue } from './build-catalogue';
import { buildOffer, createOfferContext, type OfferContext, type OfferRow, type SeedDiscountRow, type TermRow } from './build-offers';
import { hashSecret } from '../security/secret-hash';
import { buildBanks, buildDealers, type DealerRow } from './build-parties';
import { buildDemoUsers, DEMO_ACCOUNT_SINCE, DEMO_PASSWORD, type DemoUser } from './build-users';
import { bulkUpsert, type UpsertSpec } from './bulk-upsert';
import { importSeedDiscountRows, seedDemoDiscounts, seededBankIds } from './seed-discounts';
import { BANKS, CAR_MODELS, CAR_SERIES, CAR_SPECS, DEALERS, LEASE_TERMS, MANUFACTURERS } from './tables';

/** Offers per size: tiny for tests, demo for a browsable shop, bench for load tests. */
export const OFFER_COUNTS: Readonly<Record<DemoDataSize, number>> = { tiny: 50, demo: 2000, bench: 100000 };

export interface GenerateDemoDataOptions {
  pool: Pool;
  size: DemoDataSize;
  onProgress?: (percent: number) => void;
  /** Where the discount events go; default the PostgreSQL store on `pool`. */
  eventStore?: EventStore;
  /**
   * false: write the catalogue without its discount rows, so no offer is listed until a dealer
   * fills a table. Only for tests of the dealer table itself, which start from empty tables.
   */
  importDiscounts?: boolean;
  /** Seals the demo staff's TOTP secret: the process's RuntimeConfig.wall.secondFactorKey (tests and benches: loadSecondFactorKey()). */
  secondFactorKey: Buffer;
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
/** Dealers besides the demo dealer whose discount tables the demo seed fills (admin comparison, issue 8). */
const COMPARISON_PEER_DEALERS = 2;

/** The banks a dealer finances offers with (empty: none, then every bank is the dealer's). */
async function ownBankIds(pool: Pool, dealerId: string): Promise<string[]> {
  const { rows } = await pool.query<{ bank_id: string }>('SELECT DISTINCT bank_id FROM car_specs WHERE dealer_id = $1', [dealerId]);
  return rows.map((r) => r.bank_id);
}
/** Parallel offer writers; two saturate a two-core machine (Node builds while PostgreSQL writes). */
const OFFER_WRITERS = 2;

/**
 * Writes the demo catalogue: reference data in one transaction, offers in chunked transactions. Every row has a deterministic id and is upserted,
 * so running it again (or after a larger size) leaves exactly the rows of this size: surplus seeded
 * offers from an earlier, larger run are removed by their seed ordinal.
 */
export async function generateDemoData({ pool, size, onProgress, eventStore, importDiscounts = true, secondFactorKey }: GenerateDemoDataOptions): Promise<DemoDataCounts> {
  const started = Date.now();
  const offerCount = OFFER_COUNTS[size];
  if (offerCount === undefined) throw new Error(`Unknown demo data size: ${size}`);
  const catalogue = buildCatalogue();
  const banks = buildBanks();
  const dealers = buildDealers(catalogue.brandWeights);
  const context = createOfferContext(catalogue, banks, dealers);
  const users = buildDemoUsers(dealers.find((d) => d.brandSlugs[0] === 'vw')?.id ?? dealers[0].id);
  const report = (percent: number) => onProgress?.(Math.min(100, Math.round(percent)));

  // One session holds the seed lock for the whole run, so two seeders never interleave.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [SEED_LOCK]);
    await inTransaction(lockClient, async () => {
      await bulkUpsert(lockClient, BANKS, banks);
      await bulkUpsert(lockClient, DEALERS, dealers);
      await bulkUpsert(lockClient, MANUFACTURERS, catalogue.manufacturers);
      await bulkUpsert(lockClient, CAR_SERIES, catalogue.series);
      await bulkUpsert(lockClient, CAR_MODELS, catalogue.models);
      await upsertUsers(lockClient, users, secondFactorKey);
    });
    report(2);

    const discountRows = await writeOffers(pool, context, offerCount, (share) => report(2 + 96 * share));
    // A smaller run after a larger one: remove the surplus seeded offers (terms cascade).
    await lockClient.query('DELETE FROM car_specs WHERE seed_ordinal >= $1', [offerCount]);
    // Issue 16: the catalogue is derived from the dealers' discount events. Every offer's row
    // enters as an event of the data import, for every size; the offer-prices projection lists
    // and prices the offers from them.
    if (importDiscounts) await importSeedDiscountRows({ pool, eventStore, rows: discountRows.values() });
    // The demo dealer's filled table (issue 7) and two peers (issue 8). Not for 'tiny'.
    if (size !== 'tiny' && importDiscounts) await seedDemoDealerTables({ pool, eventStore, dealers, users, models: catalogue.models });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined);
    lockClient.release();
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

/**
 * Offers go in chunks, one transaction each, on up to OFFER_WRITERS connections: while PostgreSQL
 * writes one chunk, Node builds the next. Upserts keep a crashed run re-runnable. Returns the
 * discount row of every offer (one per scope and car model), to be imported as events.
 */
async function writeOffers(pool: Pool, context: OfferContext, offerCount: number, progress: (share: number) => void): Promise<Map<string, SeedDiscountRow>> {
  let nextStart = 0;
  let done = 0;
  const discountRows = new Map<string, SeedDiscountRow>();
  const writers = Math.max(1, Math.min(OFFER_WRITERS, pool.options.max ?? OFFER_WRITERS));
  const writer = async () => {
    for (;;) {
      const start = nextStart;
      if (start >= offerCount) return;
      nextStart += OFFER_CHUNK;
      const end = Math.min(offerCount, start + OFFER_CHUNK);
      const offers: OfferRow[] = [];
      const terms: TermRow[] = [];
      for (let ordinal = start; ordinal < end; ordinal++) {
        const built = buildOffer(ordinal, context);
        offers.push(built.offer);
        terms.push(...built.terms);
        const { scope } = built.row;
        discountRows.set(`${scope.dealerId}|${scope.customerGroup}|${scope.bankId}|${built.row.carModelId}`, built.row);
      }
      const client = await pool.connect();
      try {
        await inTransaction(client, async () => {
          await bulkUpsert(client, CAR_SPECS, offers);
          await bulkUpsert(client, LEASE_TERMS, terms);
        });
      } finally {
        client.release();
      }
      done += end - start;
      progress(done / offerCount);
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  return discountRows;
}

interface DemoDealerTablesOptions {
  pool: Pool;
  eventStore: GenerateDemoDataOptions['eventStore'];
  dealers: DealerRow[];
  users: DemoUser[];
  models: Catalogue['models'];
}

/**
 * The demo dealer's filled table (issue 7), and two more dealers of that brand filled in by the
 * data import for the demo dealer's banks they also finance with, so the admin comparison has
 * three dealers (issue 8).
 */
async function seedDemoDealerTables({ pool, eventStore, dealers, users, models }: DemoDealerTablesOptions): Promise<void> {
  const dealerUser = users.find((u) => u.role === 'Dealer');
  const dealer = dealers.find((d) => d.id === dealerUser?.dealerId);
  if (!dealer || !dealerUser) return;
  const brandSlug = dealer.brandSlugs[0];
  await seedDemoDiscounts({ pool, eventStore, dealerId: dealer.id, dealerUserId: dealerUser.id, brandSlug, models });
  const admin = users.find((u) => u.role === 'Admin');
  const demoBanks = await seededBankIds(pool, dealer.id);
  const peers = dealers.filter((d) => d.id !== dealer.id && d.brandSlugs.includes(brandSlug)).sort((a, b) => a.id.localeCompare(b.id));
  let seededPeers = 0;
  for (const peer of peers) {
    if (!admin || seededPeers >= COMPARISON_PEER_DEALERS) break;
    const peerBanks = new Set(await ownBankIds(pool, peer.id));
    const bankIds = demoBanks.filter((id) => peerBanks.size === 0 || peerBanks.has(id));
    if (!bankIds.length) continue;
    await seedDemoDiscounts({ pool, eventStore, dealerId: peer.id, dealerUserId: admin.id, actorRole: 'Admin', variant: peer.id, bankIds, brandSlug, models });
    seededPeers++;
  }
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

async function upsertUsers(client: PoolClient, users: DemoUser[], secondFactorKey: Buffer): Promise<void> {
  const existing = await client.query<{ id: string; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE id = ANY($1::uuid[])',
    [users.map((u) => u.id)],
  );
  const stored = new Map(existing.rows.map((r) => [r.id, r.password_hash]));
  // Hash only for accounts that are new; argon2id is deliberately slow.
  const rows = await Promise.all(
    users.map(async (u) => ({ ...u, passwordHash: stored.get(u.id) ?? (await hashSecret(DEMO_PASSWORD)) })),
  );
  await bulkUpsert(client, USERS, rows);
  await enrolDemoStaff(client, users, secondFactorKey);
}

/**
 * Two-factor login is mandatory for staff (issue 20): the demo Dealer and Admin are enrolled with
 * a known secret, so demos, journeys and tests can compute their codes. A secret enrolled since
 * (someone re-enrolled on a demo machine) is kept.
 */
async function enrolDemoStaff(client: PoolClient, users: DemoUser[], key: Buffer): Promise<void> {
  const staff = users.filter((u) => u.role !== 'Customer');
  for (const user of staff) {
    await client.query(
      `INSERT INTO user_second_factors (user_id, sealed_secret, created_at, confirmed_at) VALUES ($1, $2, $3, $3) ON CONFLICT (user_id) DO NOTHING`,
      [user.id, sealSecret(DEMO_STAFF_TOTP_SECRET, key), DEMO_ACCOUNT_SINCE],
    );
  }
}

