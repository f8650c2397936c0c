import { checkTotp, stepAt, totpCode, TOTP_PERIOD_SECONDS } from './totp';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** A fixed clock: 2026-11-28 05:00:00 UTC, at the start of a step. */
const NOW = Date.UTC(2026, 10, 28, 5, 0, 0);
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

describe('checkTotp', () => {
  it('given the code of the current step, when checked, then it is accepted with that step', () => {
    const result = checkTotp({ secretBase32: SECRET, code: totpCode(SECRET, NOW), nowMs: NOW + 10_000, lastUsedStep: null });
    expect(result).toEqual({ outcome: 'accepted', step: stepAt(NOW) });
  });

  it('given RFC 6238 test vector time 59 s, when checked, then the SHA-1 code 287082 is accepted', () => {
    // RFC 6238 appendix B: secret "12345678901234567890" (base32 below), T = 59 -> 94287082 (8 digits; 6 digits: 287082).
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(checkTotp({ secretBase32: rfcSecret, code: '287082', nowMs: 59_000, lastUsedStep: null })).toEqual({ outcome: 'accepted', step: 1 });
  });

  it('given the code of the step before or after, when checked, then it is accepted (clock drift)', () => {
    const before = checkTotp({ secretBase32: SECRET, code: totpCode(SECRET, NOW - STEP_MS), nowMs: NOW, lastUsedStep: null });
    const after = checkTotp({ secretBase32: SECRET, code: totpCode(SECRET, NOW + STEP_MS), nowMs: NOW, lastUsedStep: null });
    expect(before).toEqual({ outcome: 'accepted', step: stepAt(NOW) - 1 });
    expect(after).toEqual({ outcome: 'accepted', step: stepAt(NOW) + 1 });
  });

  it('given a code two steps old, when checked, then it is wrong', () => {
    expect(checkTotp({ secretBase32: SECRET, code: totpCode(SECRET, NOW - 2 * STEP_MS), nowMs: NOW, lastUsedStep: null })).toEqual({ outcome: 'wrong' });
  });

  it('given a code already accepted in its step, when checked again, then it is a replay', () => {
    const code = totpCode(SECRET, NOW);
    const first = checkTotp({ secretBase32: SECRET, code, nowMs: NOW, lastUsedStep: null });
    expect(first.outcome).toBe('accepted');
    const again = checkTotp({ secretBase32: SECRET, code, nowMs: NOW + 5_000, lastUsedStep: stepAt(NOW) });
    expect(again).toEqual({ outcome: 'replayed' });
  });

  it('given a newer code after an accepted one, when checked, then it is accepted', () => {
    const next = checkTotp({ secretBase32: SECRET, code: totpCode(SECRET, NOW + STEP_MS), nowMs: NOW + STEP_MS, lastUsedStep: stepAt(NOW) });
    expect(next).toEqual({ outcome: 'accepted', step: stepAt(NOW) + 1 });
  });

  it('given letters, too few digits or another secret\'s code, when checked, then it is wrong', () => {
    for (const code of ['abcdef', '12345', '1234567', '']) {
      expect(checkTotp({ secretBase32: SECRET, code, nowMs: NOW, lastUsedStep: null })).toEqual({ outcome: 'wrong' });
    }
    const foreign = totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', NOW);
    const own = totpCode(SECRET, NOW);
    if (foreign !== own) expect(checkTotp({ secretBase32: SECRET, code: foreign, nowMs: NOW, lastUsedStep: null }).outcome).toBe('wrong');
  });

  it('given spaces inside the code (as apps show it), when checked, then they are ignored', () => {
    const code = totpCode(SECRET, NOW);
    expect(checkTotp({ secretBase32: SECRET, code: `${code.slice(0, 3)} ${code.slice(3)}`, nowMs: NOW, lastUsedStep: null }).outcome).toBe('accepted');
  });
});
