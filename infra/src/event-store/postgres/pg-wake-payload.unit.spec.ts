import { parseWakePayload, wakePayload } from './pg-notifier';

describe('wake-up payload', () => {
  it('carries the origin and the appended types, and reads back', () => {
    const payload = wakePayload('origin-1', new Set(['DealCreated', 'DealCustomerStateChanged']));
    expect(payload).toBe('origin-1|DealCreated,DealCustomerStateChanged');
    expect(parseWakePayload(payload)).toEqual({ origin: 'origin-1', types: new Set(['DealCreated', 'DealCustomerStateChanged']) });
  });

  it('says * (wake everyone) when the types are unknown or would not fit into a NOTIFY', () => {
    expect(wakePayload('o', undefined)).toBe('o|*');
    const many = new Set(Array.from({ length: 400 }, (_, i) => `SomeRatherLongEventTypeName${i}`));
    expect(wakePayload('o', many)).toBe('o|*');
    expect(parseWakePayload('o|*')).toEqual({ origin: 'o', types: undefined });
  });

  it('reads a payload without types (the origin alone) as a wake-up for everyone', () => {
    expect(parseWakePayload('origin-only')).toEqual({ origin: 'origin-only' });
    expect(parseWakePayload(undefined)).toEqual({ origin: '' });
  });
});
