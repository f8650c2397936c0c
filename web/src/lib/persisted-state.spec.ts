import { PERSISTED_STATE_COOKIE, readPersistedState, writePersistedState } from './persisted-state';

describe('persisted small state (spec 3.13)', () => {
  it('keeps error, refererUrl and paymentId in one cookie for 3 days', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set?.call(document, value);
    });
    writePersistedState({ error: { status: 409, message: 'Konflikt' } });
    writePersistedState({ refererUrl: '/leasing', paymentId: 'p-1' });
    spy.mockRestore();
    expect(readPersistedState()).toEqual({ error: { status: 409, message: 'Konflikt' }, refererUrl: '/leasing', paymentId: 'p-1' });
    expect(writes[1]).toMatch(new RegExp(`^${PERSISTED_STATE_COOKIE}=.*; Max-Age=259200; Path=/; SameSite=Lax$`));
    expect(writes[1]).not.toMatch(/Secure|HttpOnly/);
  });
});
