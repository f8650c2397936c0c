import { createTestDatabase, uniqueQueuePrefix, type TestDatabase } from '@autoleasing/infra/testing';
import { TABLE_OWNERS } from '@autoleasing/projections';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../src/create-app';

/** PUBLIC_ORIGIN of every test app (links in mails, CORS). */
export const API_TEST_ORIGIN = 'http://localhost:3000';

export interface ApiTestApp {
  app: NestFastifyApplication;
  database: TestDatabase;
  queuePrefix: string;
  close(): Promise<void>;
}

/**
 * The real app (real PostgreSQL in a fresh database, real Redis with a unique queue prefix),
 * ready for supertest: `request(testApp.app.getHttpServer())`.
 */
export async function startApiTestApp(label: string, imports: Type[] = [], serveWeb = false): Promise<ApiTestApp> {
  const database = await createTestDatabase(label, TABLE_OWNERS);
  const queuePrefix = uniqueQueuePrefix(label);
  process.env.DATABASE_URL = database.url;
  process.env.QUEUE_PREFIX = queuePrefix;
  process.env.PUBLIC_ORIGIN = API_TEST_ORIGIN;
  const app = await createApp({ logger: false, imports, serveWeb });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    database,
    queuePrefix,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
