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
    const longest = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(EMAIL_MAX_LENGTH - local.length - 1 - 63 - 1 - 63 - 1 - 3)}.de`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isValidEmail(longest)).toBe(true);
    // One more letter in the last label (59 of 63 allowed): refused for the length alone.
    const tooLong = longest.replace(/\.de$/, 'd.de');
    expect(tooLong).toHaveLength(EMAIL_MAX_LENGTH + 1);
    expect(isValidEmail(tooLong)).toBe(false);
  });

  it('refuses a local part over 64 octets and a domain label over 63 characters (RFC 5321)', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.de`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.de`)).toBe(false);
    // ü is two octets in UTF-8: 31 of them and two letters are 64 octets, one more letter is 65.
    expect(isValidEmail(`${'ü'.repeat(31)}aa@example.de`)).toBe(true);
    expect(isValidEmail(`${'ü'.repeat(31)}aaa@example.de`)).toBe(false);
    expect(isValidEmail(`max@${'b'.repeat(63)}.de`)).toBe(true);
    expect(isValidEmail(`max@${'b'.repeat(64)}.de`)).toBe(false);
  });

  it.each([
    'max+newsletter@example.de',
    "o'brien@example.ie",
    'max_mustermann@sub.example-shop.de',
    'müller@bäckerei.de',
    'max@xn--bckerei-5wa.de',
    '"max mustermann"@example.de',
    'Max.Mustermann@EXAMPLE.DE',
  ])('accepts %s', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    '',
    '@example.de',
    'max@',
    'max@example.d',
    'max@example.123',
    'max@example.de.',
    'max@.example.de',
    'max@-example.de',
    'max@example-.de',
    'max@exa_mple.de',
    'max@exa mple.de',
    'max@127.0.0.1',
    'max@[127.0.0.1]',
    '.max@example.de',
    'max.@example.de',
    'max..mustermann@example.de',
    'max mustermann@example.de',
    'max(at)@example.de',
    'max@mustermann@example.de',
    'Max Mustermann <max@example.de>',
    'max\uD800@example.de',
  ])('refuses %j', (address) => {
    expect(isValidEmail(address)).toBe(false);
  });
});
