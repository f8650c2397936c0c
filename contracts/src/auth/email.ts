/** RFC 5321 limits a forward path to 256 octets, so an address (without the angle brackets) has at most 254. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The shape the web forms check before sending: something@something.tld, no spaces. Deliberately loose;
 * the api's @IsEmail() is stricter, and only the confirmation mail proves the address.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
