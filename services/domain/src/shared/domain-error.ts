/**
 * Typed domain errors. The api maps `kind` to an HTTP status in one exception filter:
 * invalid → 422, rule → 409, not_found → 404, forbidden → 403, unauthenticated → 401,
 * bad_request → 400, too_large → 413, too_many → 429. `code` is stable for programs; `message` is German for people.
 */
export type DomainErrorKind = 'invalid' | 'rule' | 'not_found' | 'forbidden' | 'unauthenticated' | 'bad_request' | 'too_large' | 'too_many';

export interface DomainErrorDetail {
  field: string;
  code: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly details: DomainErrorDetail[] = [],
    /** Further machine-readable facts the answer carries beside the details (e.g. edit conflicts). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (code: string, message: string, details: DomainErrorDetail[] = []) =>
  new DomainError('invalid', code, message, details);
export const ruleViolated = (code: string, message: string) => new DomainError('rule', code, message);
export const notFound = (code: string, message = 'Der gewünschte Eintrag wurde nicht gefunden.') =>
  new DomainError('not_found', code, message);
/** The default texts of 401 and 403: the domain's errors and the HTTP layer's own answers. */
export const UNAUTHENTICATED_MESSAGE = 'Bitte melden Sie sich an.';
export const FORBIDDEN_MESSAGE = 'Sie haben keine Berechtigung für diese Aktion.';

export const forbidden = (code = 'forbidden', message = FORBIDDEN_MESSAGE) =>
  new DomainError('forbidden', code, message);
export const unauthenticated = (code = 'unauthenticated', message = UNAUTHENTICATED_MESSAGE) =>
  new DomainError('unauthenticated', code, message);
export const badRequest = (code: string, message: string) => new DomainError('bad_request', code, message);
/** A quota of stored bytes is used up (413). */
export const tooLarge = (code: string, message: string) => new DomainError('too_large', code, message);
/** A quota of actions per time is used up (429). */
export const tooMany = (code: string, message: string) => new DomainError('too_many', code, message);
