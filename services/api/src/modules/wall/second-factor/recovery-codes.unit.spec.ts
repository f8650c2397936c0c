import { newRecoveryCodes, normalizeRecoveryCode, recoveryCodeLookup } from './recovery-codes';

describe('recovery codes', () => {
  it('given a new set, then it has ten different codes xxxxx-xxxxx without look-alike characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('given a code typed with capitals, spaces or without the dash, then it normalizes to the same text and lookup', () => {
    expect(normalizeRecoveryCode(' ABCDE-fghjk ')).toBe('abcdefghjk');
    expect(normalizeRecoveryCode('abcde fghjk')).toBe('abcdefghjk');
    expect(recoveryCodeLookup('abcdefghjk')).toBe(recoveryCodeLookup(normalizeRecoveryCode('ABCDEFGHJK') as string));
  });

  it('given a TOTP code, a wrong length or a look-alike character, then it is no recovery code', () => {
    for (const input of ['123456', 'abcde-fghj', 'abcde-fghjkm', 'abcd0-fghjk', 'abcdl-fghjk']) expect(normalizeRecoveryCode(input)).toBeNull();
  });

  it('given any code, then its lookup has 16 bits', () => {
    for (const code of newRecoveryCodes()) {
      const lookup = recoveryCodeLookup(normalizeRecoveryCode(code) as string);
      expect(lookup).toBeGreaterThanOrEqual(0);
      expect(lookup).toBeLessThan(65_536);
    }
  });
});
