import { EMAIL_MAX_LENGTH, isValidEmail } from './email';

describe('isValidEmail', () => {
  it('accepts an ordinary address', () => {
    expect(isValidEmail('max.mustermann@example.de')).toBe(true);
  });

  it('refuses addresses without @, domain dot, or with spaces', () => {
    expect(isValidEmail('max.mustermann')).toBe(false);
    expect(isValidEmail('max@example')).toBe(false);
    expect(isValidEmail('max @example.de')).toBe(false);
  });

  it('refuses addresses longer than the SMTP limit', () => {
    const local = 'a'.repeat(64);
    const longest = `${local}@${'b'.repeat(EMAIL_MAX_LENGTH - local.length - 4)}.de`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isValidEmail(longest)).toBe(true);
    expect(isValidEmail(`a${longest}`)).toBe(false);
  });
});
