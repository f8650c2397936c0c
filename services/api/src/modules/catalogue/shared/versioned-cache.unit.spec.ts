import { VersionedCache } from './versioned-cache';

describe('VersionedCache', () => {
  it('shares one load between concurrent callers and keeps it while the version stays', async () => {
    const cache = new VersionedCache<number>(() => 1, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('drops every entry when the version moves on', async () => {
    let version = 1;
    const cache = new VersionedCache<string>(() => version, 10);
    await cache.get('a', async () => 'old a');
    await cache.get('b', async () => 'old b');
    version = 2;
    expect(await cache.get('a', async () => 'new a')).toBe('new a');
    expect(cache.size).toBe(1);
    expect(await cache.get('b', async () => 'new b')).toBe('new b');
  });

  it('loads every time while no version can be trusted, and keeps nothing from that time', async () => {
    let version: number | null = null;
    const cache = new VersionedCache<number>(() => version, 10);
    let n = 0;
    await cache.get('a', async () => ++n);
    await cache.get('a', async () => ++n);
    expect(n).toBe(2);
    expect(cache.size).toBe(0);
    version = 3;
    await cache.get('a', async () => ++n);
    await cache.get('a', async () => ++n);
    expect(n).toBe(3);
  });

  it('forgets failed loads and evicts the least recently used entry at the cap', async () => {
    const cache = new VersionedCache<number>(() => 1, 2);
    await expect(cache.get('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('x', async () => 7)).toBe(7);
    await cache.get('y', async () => 1);
    await cache.get('x', async () => 99); // x is used again, so y is the oldest
    await cache.get('z', async () => 1);
    expect(await cache.get('x', async () => 8)).toBe(7);
    expect(await cache.get('y', async () => 2)).toBe(2);
  });
});
