import { createPgPool, generateDemoData, loadSecondFactorKey, type EventStore } from '@autoleasing/infra';
import { catchUpProjection, offerPricesProjection } from '@autoleasing/projections';
import type { Pool } from 'pg';
import request from 'supertest';
import { startApiTestApp, type ApiTestApp } from '../../../../test/api-test-app';
import { EVENT_STORE } from '../../../core/tokens';

export interface CatalogueTestApp {
  testApp: ApiTestApp;
  /** Direct access for expectations computed independently of the API. */
  pool: Pool;
  get(path: string): request.Test;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database with the tiny demo catalogue (50 offers), its discount rows
 * imported as events and priced by the offer-prices projection (issue 16), as the projection
 * process would after the seed.
 */
export async function startCatalogueTestApp(label: string): Promise<CatalogueTestApp> {
  const testApp = await startApiTestApp(label);
  const pool = createPgPool(testApp.database.url, 3);
  const eventStore = testApp.app.get<symbol, EventStore>(EVENT_STORE);
  await generateDemoData({ pool, size: 'tiny', eventStore, secondFactorKey: loadSecondFactorKey() });
  await catchUpProjection({ pool, eventStore, projection: offerPricesProjection });
  return {
    testApp,
    pool,
    get: (path: string) => request(testApp.app.getHttpServer()).get(path),
    async close() {
      await pool.end();
      await testApp.close();
    },
  };
}
