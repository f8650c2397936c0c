import type { FilterCarSeriesGroup, OfferListItem, ProductResponse, SearchOffersResponse } from '@autoleasing/contracts';
import { readUntil } from '@autoleasing/infra/testing';
import { LISTENER_APPLICATION_NAME } from '../../common/consistency/pg-notifications.service';
import { startCatalogueTestApp, type CatalogueTestApp } from './test/catalogue-test-app';

/** How long a notified write may take to reach the api's caches. */
const NOTIFIED_MS = 3000;
const SEARCH = '/api/v1/catalog/search_offers?customer_group=b2b&term[fuel_type]=petrol&sort=finance_rate_cents';

/**
 * The catalogue's in-process caches (search answers, car details, lists) hold one version of the
 * data: a write to the catalogue tables notifies the api when it commits (migration 011) and the
 * next request reads PostgreSQL again. Writes made with triggers off (session_replication_role
 * replica) send no notification, which shows whether an answer came from the cache.
 */
describe('catalogue caches follow the data in PostgreSQL', () => {
  let t: CatalogueTestApp;

  beforeAll(async () => {
    t = await startCatalogueTestApp('catalogue_cache');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A write the api is not told about. */
  async function silently(sql: string, params: unknown[]): Promise<void> {
    const client = await t.pool.connect();
    try {
      await client.query('SET session_replication_role = replica');
      await client.query(sql, params);
    } finally {
      await client.query('RESET session_replication_role');
      client.release();
    }
  }

  const search = async () => (await t.get(SEARCH).expect(200)).body as SearchOffersResponse<OfferListItem>;
  const rateOf = async (id: string) => Number((await t.pool.query('SELECT cheapest_finance_rate_cents AS r FROM offer_prices WHERE id = $1', [id])).rows[0].r);

  it('answers a repeated search from memory and a search after a committed write from PostgreSQL', async () => {
    const first = await search();
    expect(first.results.length).toBeGreaterThan(1);
    expect(first.results.length).toBe(first.meta.total_count);
    const cheapest = first.results[0];
    const raised = first.results[first.results.length - 1].finance_rate_cents + 100;

    await silently('UPDATE offer_prices SET cheapest_finance_rate_cents = $2 WHERE id = $1', [cheapest.id, raised]);
    expect(await rateOf(cheapest.id)).toBe(raised);
    // No notification: still the cached answer, byte for byte.
    expect((await search()).results[0]).toEqual(cheapest);

    // The same change as a normal write: its commit notifies the api, and the next answers are new.
    await t.pool.query('UPDATE offer_prices SET cheapest_finance_rate_cents = $2 WHERE id = $1', [cheapest.id, raised]);
    const after = await readUntil(search, (body) => body.results[0].id !== cheapest.id, NOTIFIED_MS);
    expect(after.results[0].id).not.toBe(cheapest.id);
    // Fewer than a page of petrol offers in the tiny catalogue: the raised one is now the dearest.
    expect(after.results[after.results.length - 1]).toMatchObject({ id: cheapest.id, finance_rate_cents: raised });
    expect(after.meta.total_count).toBe(first.meta.total_count);
  });

  it('answers the filter choices (series and their fuel counts) from memory until a write commits', async () => {
    const choices = async () => (await t.get('/api/v1/catalog/search_offers/car_series?customer_group=b2b').expect(200)).body as FilterCarSeriesGroup[];
    const petrolOffers = (answer: FilterCarSeriesGroup[]) => answer.reduce((sum, brand) => sum + (brand.facets.fuel_type.petrol ?? 0), 0);
    const first = await choices();
    const id = (await t.pool.query(`SELECT id FROM offer_prices WHERE customer_groups <> 'b2c' AND fuel_type = 'petrol' ORDER BY id LIMIT 1`)).rows[0].id as string;

    await silently(`UPDATE offer_prices SET fuel_type = 'diesel' WHERE id = $1`, [id]);
    expect(await choices()).toEqual(first);

    await t.pool.query(`UPDATE offer_prices SET fuel_type = 'diesel' WHERE id = $1`, [id]);
    const after = await readUntil(choices, (answer) => petrolOffers(answer) !== petrolOffers(first), NOTIFIED_MS);
    expect(petrolOffers(after)).toBe(petrolOffers(first) - 1);
  });

  it('shows repriced lease terms on the car detail once the write commits, and not before', async () => {
    const id = (await t.pool.query(`SELECT id FROM offer_prices WHERE customer_groups <> 'b2c' ORDER BY id LIMIT 1`)).rows[0].id as string;
    const detail = async () => (await t.get(`/api/v1/products/${id}?customer_group=b2b`).expect(200)).body as ProductResponse;
    const before = await detail();
    const rate = before.lease_terms[0].finance_rate_cents;

    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('UPDATE offer_term_prices SET finance_rate_cents = finance_rate_cents + 500 WHERE car_spec_id = $1', [id]);
      // Not committed yet: nothing to see, and nothing stale gets cached as new.
      expect((await detail()).lease_terms[0].finance_rate_cents).toBe(rate);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const after = await readUntil(detail, (body) => body.lease_terms[0].finance_rate_cents !== rate, NOTIFIED_MS);
    expect(after.lease_terms[0].finance_rate_cents).toBe(rate + 500);
    // The visitor's recently seen cars are not part of the cached detail.
    const seen = (await t.get(`/api/v1/products/${id}?customer_group=b2b&last_seen_car_ids[]=${id}`).expect(200)).body as ProductResponse;
    expect(seen.meta.last_seen.map((o) => o.id)).toEqual([id]);
    expect((await detail()).meta.last_seen).toEqual([]);
  });

  it('reads PostgreSQL on every request while it cannot listen, and caches again once it listens again', async () => {
    const listener = `SELECT pid FROM pg_stat_activity WHERE application_name = '${LISTENER_APPLICATION_NAME}' AND datname = current_database()`;
    expect((await t.pool.query(listener)).rows).toHaveLength(1);
    const first = await search();
    const cheapest = first.results[0];
    const raised = first.results[first.results.length - 1].finance_rate_cents + 100;

    await t.pool.query(`SELECT pg_terminate_backend(pid) FROM (${listener}) l`);
    await silently('UPDATE offer_prices SET cheapest_finance_rate_cents = $2 WHERE id = $1', [cheapest.id, raised]);
    // Without a listener nothing is trusted from memory, so even an unannounced write shows.
    const during = await readUntil(search, (body) => body.results[0].id !== cheapest.id, NOTIFIED_MS);
    expect(during.results[0].id).not.toBe(cheapest.id);

    await readUntil(async () => (await t.pool.query(listener)).rows.length, (n) => n === 1, 5000);
    // The session is back before its LISTEN is: memory is trusted again once an answer outlives a
    // write nobody announced (the raised rate, then the old one put back unannounced).
    const setRate = (rate: number) => silently('UPDATE offer_prices SET cheapest_finance_rate_cents = $2 WHERE id = $1', [cheapest.id, rate]);
    const fromMemory = await readUntil(
      async () => {
        await setRate(raised);
        const cached = await search();
        await setRate(cheapest.finance_rate_cents);
        return { cached, again: await search() };
      },
      ({ cached, again }) => again.results[0].id === cached.results[0].id,
      5000,
    );
    expect(fromMemory.cached.results[0].id).not.toBe(cheapest.id);
    expect(fromMemory.again.results[0].id).toBe(fromMemory.cached.results[0].id);
    await t.pool.query('UPDATE offer_prices SET cheapest_finance_rate_cents = $2 WHERE id = $1', [cheapest.id, cheapest.finance_rate_cents]);
    expect((await readUntil(search, (body) => body.results[0].id === cheapest.id, NOTIFIED_MS)).results[0].id).toBe(cheapest.id);
  });
});
