import { loginDelaySeconds, MAX_LOGIN_DELAY_SECONDS } from './login-backoff';

describe('loginDelaySeconds', () => {
  it('given failures within the free allowance, when asked, then no wait', () => {
    expect([0, 1, 2, 3].map((n) => loginDelaySeconds(n, 3))).toEqual([0, 0, 0, 0]);
  });

  it('given failures beyond it, when asked, then the wait doubles with each one', () => {
    expect([4, 5, 6, 7, 8].map((n) => loginDelaySeconds(n, 3))).toEqual([1, 2, 4, 8, 16]);
  });

  it('given very many failures, when asked, then the wait stops at the cap (no lockout for good)', () => {
    expect(loginDelaySeconds(60, 3)).toBe(MAX_LOGIN_DELAY_SECONDS);
    expect(loginDelaySeconds(10_000, 10)).toBe(MAX_LOGIN_DELAY_SECONDS);
  });
});
