import { DEMO_DATA_SIZES, isDemoDataSize } from './job-catalogue';

describe('isDemoDataSize', () => {
  it.each(DEMO_DATA_SIZES)('accepts %s', (size) => {
    expect(isDemoDataSize(size)).toBe(true);
  });

  it.each(['', 'Demo', 'huge', ' tiny', undefined, null, 3])('refuses %p (SEED_ON_START left empty or mistyped seeds nothing)', (value) => {
    expect(isDemoDataSize(value)).toBe(false);
  });
});
