import isEmail from 'validator/lib/isEmail';

/** RFC 5321 limits a forward path to 256 octets, so an address (without the angle brackets) has at most 254. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The one e-mail address rule of the web forms and the api (wall login, registration, resend
 * confirmation, newsletter): validator.js's isEmail with its defaults, the rule class-validator's
 * @IsEmail() applied before. A local part of at most 64 octets, a domain with a top-level domain
 * and labels of at most 63 characters, no IP address and no display name. Only the confirmation
 * mail proves the address.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  try {
    return isEmail(value);
  } catch {
    // validator.js throws (URIError) on a lone UTF-16 surrogate, which a JSON body may carry: no address.
    return false;
  }
}
