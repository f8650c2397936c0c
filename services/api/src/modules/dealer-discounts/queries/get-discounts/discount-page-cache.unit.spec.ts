import { DiscountPageCache, type PageFingerprint } from './discount-page-cache';

const at = (readModels: string, catalogue: number | null = 1): PageFingerprint => ({ readModels, catalogue });

describe('DiscountPageCache', () => {
  it('given a kept page, when asked with the same fingerprint, then it answers the kept text', () => {
    const cache = new DiscountPageCache();
    cache.set('page-1', at('7|3|100'), '{"a":1}');
    expect(cache.get('page-1', at('7|3|100'))).toBe('{"a":1}');
  });

  it('given a kept page, when the read models or the catalogue moved on, then it answers nothing', () => {
    const cache = new DiscountPageCache();
    cache.set('page-1', at('7|3|100'), '{"a":1}');
    expect(cache.get('page-1', at('8|3|100'))).toBeUndefined();
    expect(cache.get('page-1', at('7|3|100', 2))).toBeUndefined();
    expect(cache.get('page-2', at('7|3|100'))).toBeUndefined();
  });

  it('given no trusted catalogue version, then nothing is kept or answered', () => {
    const cache = new DiscountPageCache();
    cache.set('page-1', at('7|3|100', null), '{"a":1}');
    expect(cache.get('page-1', at('7|3|100', null))).toBeUndefined();
    expect(cache.get('page-1', at('7|3|100'))).toBeUndefined();
  });

  it('given a full budget, when another page is kept, then the least recently asked goes first', () => {
    const cache = new DiscountPageCache(10);
    cache.set('a', at('1'), '1234');
    cache.set('b', at('1'), '5678');
    expect(cache.get('a', at('1'))).toBe('1234');
    cache.set('c', at('1'), '90');
    cache.set('d', at('1'), 'xy');
    expect(cache.get('b', at('1'))).toBeUndefined();
    expect(cache.get('a', at('1'))).toBe('1234');
    expect(cache.get('d', at('1'))).toBe('xy');
  });

  it('given a page larger than the budget, then it is not kept', () => {
    const cache = new DiscountPageCache(3);
    cache.set('a', at('1'), '1234');
    expect(cache.get('a', at('1'))).toBeUndefined();
  });
});
