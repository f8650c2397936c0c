/** Query parameters whose values are secrets: never written to a log or the security log. */
const SECRET_PARAMETERS = /([?&](?:access_token|id_token|token|reset_password_token|password|recovery_code|signature|policy)=)[^&#]*/gi;

export const REDACTED = '[REDACTED]';

/** The URL with the values of secret query parameters replaced (the path and other values stay). */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, `$1${REDACTED}`);
}

const SECRET_FIELDS = ['password', 'current_password', 'new_password', 'access_token', 'id_token', 'token', 'reset_password_token', 'totp_code', 'recovery_code', 'secret'];

/**
 * pino redact paths: credentials in headers and secret fields of any logged object up to three
 * levels deep (a request body, an error's details), so a token or password never reaches a log.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];
