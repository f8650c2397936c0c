import { cacheKey } from './cache-key';

describe('cacheKey', () => {
  it('is the same for the same request in another order', () => {
    expect(cacheKey({ b: [2, 1], a: { y: 1, x: ['p', 'o'] } })).toBe(cacheKey({ a: { x: ['o', 'p'], y: 1 }, b: [1, 2] }));
  });

  it('differs when a value differs, and keeps undefined fields out', () => {
    expect(cacheKey({ page: 1 })).not.toBe(cacheKey({ page: 2 }));
    expect(cacheKey({ page: 1, hot: undefined })).toBe(cacheKey({ page: 1 }));
    expect(cacheKey({ hot: true })).not.toBe(cacheKey({ hot: false }));
  });
});
