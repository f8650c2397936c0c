import type { EventStore } from '@autoleasing/infra';
import { dealerDiscountsProjection, ProjectionRunner } from '@autoleasing/projections';
import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../../test/api-test-app';
import { EVENT_STORE } from '../../../core/tokens';
import { DEMO, http, login, poolOf, seedDemoUsers } from '../../wall/test/wall-test-kit';

/**
 * The real app with the dealer-discounts projection beside it (read-your-writes), empty discount
 * tables, and the demo Dealer, Admin and a customer logged in: the setting of the dealer table's
 * command specs. `other` is a dealer that is not the demo Dealer's (404 for the Dealer).
 */
export interface DealerTableTest {
  t: ApiTestApp;
  pool: Pool;
  eventStore: EventStore;
  tokens: { dealer: string; admin: string; customer: string };
  dealerId: string;
  otherDealerId: string;
  get(path: string, token?: string): ReturnType<ReturnType<typeof http>['get']>;
  post(path: string, body: object, token?: string): ReturnType<ReturnType<typeof http>['post']>;
  close(): Promise<void>;
}

async function startDealerTableTest(label: string): Promise<DealerTableTest> {
  const t = await startApiTestApp(label);
  const pool = poolOf(t);
  await seedDemoUsers(pool, { discountImport: false });
  const eventStore = t.app.get<symbol, EventStore>(EVENT_STORE);
  const runner = new ProjectionRunner({ pool, eventStore, projections: [dealerDiscountsProjection], lockRetryMs: 200, log: () => undefined });
  runner.start();
  const tokens = { dealer: await login(t, DEMO.Dealer), admin: await login(t, DEMO.Admin), customer: await login(t, DEMO.b2c) };
  const dealerId = (await pool.query<{ dealer_id: string }>('SELECT dealer_id FROM users WHERE email = $1', [DEMO.Dealer])).rows[0].dealer_id;
  const otherDealerId = (await pool.query<{ id: string }>('SELECT id FROM dealers WHERE id <> $1 ORDER BY id LIMIT 1', [dealerId])).rows[0].id;
  return {
    t,
    pool,
    eventStore,
    tokens,
    dealerId,
    otherDealerId,
    get: (path, token = tokens.dealer) => http(t).get(path).set('authorization', `Bearer ${token}`),
    post: (path, body, token = tokens.dealer) => http(t).post(path).set('authorization', `Bearer ${token}`).send(body),
    async close() {
      await runner.stop();
      await t.close();
    },
  };
}

/**
 * A suite's dealer table: `const kit = useDealerTableTest(label)` in a describe registers the
 * beforeAll that starts {@link startDealerTableTest} (its fields are filled in there) and the
 * afterAll that closes it. The suite sets `bankId` and `manufacturerId` once it has found its
 * table; `base`, `scope` and `scopeQuery` read them. get, post, base, scope and scopeQuery work
 * from the start, so a suite may take them out of the object at once.
 */
export interface DealerTableSuite extends DealerTableTest {
  bankId: string;
  manufacturerId: string;
  /** `/api/v1/dealers/:id`, the demo Dealer's by default. */
  base(dealerId?: string): string;
  /** The b2b table's scope as a request body. */
  scope(): { customer_group: 'b2b'; bank_id: string; manufacturer_id: string };
  /** The same scope as a query string. */
  scopeQuery(): string;
}

export function useDealerTableTest(label: string): DealerTableSuite {
  let started: DealerTableTest | undefined;
  const suite = {
    get: (path, token) => started!.get(path, token),
    post: (path, body, token) => started!.post(path, body, token),
    base: (dealerId = suite.dealerId) => `/api/v1/dealers/${dealerId}`,
    scope: () => ({ customer_group: 'b2b', bank_id: suite.bankId, manufacturer_id: suite.manufacturerId }),
    scopeQuery: () => `customer_group=b2b&bank_id=${suite.bankId}&manufacturer_id=${suite.manufacturerId}`,
  } as DealerTableSuite;
  beforeAll(async () => {
    started = await startDealerTableTest(label);
    Object.assign(suite, started);
  });
  afterAll(async () => {
    await started?.close();
  });
  return suite;
}
