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

// Fake timers: the publisher's own schedule is what is tested, not how busy the machine is.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['performance', 'queueMicrotask', 'nextTick'] }));
afterEach(() => jest.useRealTimers());

describe('PgWakePublisher', () => {
  it('sends the appended types; appends during a NOTIFY in flight go together in the next one', async () => {
    const { pool, payloads } = fakePool();
    const publisher = new PgWakePublisher(pool, 'origin');
    publisher.publish(['A']);
    publisher.publish(['B']);
    publisher.publish(['C', 'B']);
    await jest.advanceTimersByTimeAsync(10 + MIN_INTERVAL_MS + 30);
    expect(payloads).toEqual(['origin|A', 'origin|B,C']);
    const closed = publisher.close();
    await jest.advanceTimersByTimeAsync(10);
    await closed;
  });

  it('says * when an append did not name its types', async () => {
    const { pool, payloads } = fakePool();
    const publisher = new PgWakePublisher(pool, 'origin');
    publisher.publish(['A']);
    publisher.publish(['B']);
    publisher.publish();
    await jest.advanceTimersByTimeAsync(10 + MIN_INTERVAL_MS + 30);
    publisher.publish(['D']);
    const closed = publisher.close();
    await jest.advanceTimersByTimeAsync(10 + MIN_INTERVAL_MS + 30);
    await closed;
    expect(payloads).toEqual(['origin|A', 'origin|*', 'origin|D']);
  });
});
