import { isUuid, trailingUuid, UUID_PATTERN } from './uuid';

const ID = '0b7c9f5e-3a1d-4c2b-9e8f-1a2b3c4d5e6f';

describe('uuid', () => {
  it('accepts a uuid in either letter case', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
    expect(UUID_PATTERN.test(ID)).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isUuid(`${ID}x`)).toBe(false);
    expect(isUuid(` ${ID}`)).toBe(false);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid(42)).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });

  it('finds the uuid a variation ends with', () => {
    expect(trailingUuid(`golf-8-life-${ID}`)).toBe(ID);
    expect(trailingUuid(`golf-8-life-${ID.toUpperCase()}`)).toBe(ID);
    expect(trailingUuid(`golf-8-life-${ID}-x`)).toBeUndefined();
  });
});
