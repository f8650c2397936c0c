import type { Pool } from 'pg';
import { MIN_INTERVAL_MS, PgWakePublisher } from './pg-wake-publisher';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A pool whose queries take 10 ms; records each NOTIFY payload. */
function fakePool() {
  const payloads: string[] = [];
  const pool = {
    query: async (config: { values: string[] }) => {
      payloads.push(config.values[0]);
      await sleep(10);
      return { rows: [] };
    },
  } as unknown as Pool;
  return { pool, payloads };
}

describe('PgWakePublisher', () => {
  it('sends the appended types; appends during a NOTIFY in flight go together in the next one', async () => {
    const { pool, payloads } = fakePool();
    const publisher = new PgWakePublisher(pool, 'origin');
    publisher.publish(['A']);
    publisher.publish(['B']);
    publisher.publish(['C', 'B']);
    await sleep(10 + MIN_INTERVAL_MS + 30);
    expect(payloads).toEqual(['origin|A', 'origin|B,C']);
    await publisher.close();
  });

  it('says * when an append did not name its types', async () => {
    const { pool, payloads } = fakePool();
    const publisher = new PgWakePublisher(pool, 'origin');
    publisher.publish(['A']);
    publisher.publish(['B']);
    publisher.publish();
    await sleep(10 + MIN_INTERVAL_MS + 30);
    publisher.publish(['D']);
    await publisher.close();
    expect(payloads).toEqual(['origin|A', 'origin|*', 'origin|D']);
  });
});
