import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('shares one load between concurrent callers and expires entries', async () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new TtlCache<number>(1000, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    jest.setSystemTime(1001);
    expect(await cache.get('a', load)).toBe(2);
    jest.useRealTimers();
  });

  it('forgets failed loads and evicts the oldest entry at the cap', async () => {
    const cache = new TtlCache<number>(60_000, 2);
    await expect(cache.get('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('x', async () => 7)).toBe(7);
    await cache.get('y', async () => 1);
    await cache.get('z', async () => 1);
    expect(await cache.get('x', async () => 8)).toBe(8);
  });

  it('loads every time when the time to live is 0', async () => {
    const cache = new TtlCache<number>(0, 10);
    let n = 0;
    await cache.get('a', async () => ++n);
    await cache.get('a', async () => ++n);
    expect(n).toBe(2);
  });
});
