import { createPgPool, generateDemoData } from '@autoleasing/infra';
import type { Pool } from 'pg';
import request from 'supertest';
import { startApiTestApp, type ApiTestApp } from '../../../../test/api-test-app';

export interface CatalogueTestApp {
  testApp: ApiTestApp;
  /** Direct access for expectations computed independently of the API. */
  pool: Pool;
  get(path: string): request.Test;
  close(): Promise<void>;
}

/** The real app on a fresh database with the tiny demo catalogue (50 offers). */
export async function startCatalogueTestApp(label: string): Promise<CatalogueTestApp> {
  const testApp = await startApiTestApp(label);
  const pool = createPgPool(testApp.database.url, 3);
  await generateDemoData({ pool, size: 'tiny' });
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
