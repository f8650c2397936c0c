import { StreamStateCache } from './stream-state-cache';

describe('StreamStateCache', () => {
  it('given more streams than it holds, when one more is set, then the least recently used goes', () => {
    const cache = new StreamStateCache<number>(2);
    cache.set('a', 0n, 1);
    cache.set('b', 0n, 2);
    cache.get('a');
    cache.set('c', 0n, 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ revision: 0n, state: 1 });
    expect(cache.get('c')).toEqual({ revision: 0n, state: 3 });
    expect(cache.size).toBe(2);
  });

  it('given a stream, when it is set again or deleted, then it holds the new state or none', () => {
    const cache = new StreamStateCache<number>();
    cache.set('a', 0n, 1);
    cache.set('a', 1n, 2);
    expect(cache.get('a')).toEqual({ revision: 1n, state: 2 });
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
