import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-api';

/**
 * The password rule both sides apply (issue 20, item 3). The strength estimate itself comes from
 * @zxcvbn-ts (with its common and German dictionaries), which the api loads at start and the web
 * loads lazily on the pages with a password field; this module stays free of it so the contracts
 * bundle stays small. Score 3 of 0..4 means roughly 10^8 guesses: "passwort123", "Sicher2026!"
 * and anything built from the account's own e-mail or name stay below it.
 */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordEstimate {
  score: PasswordScore;
  /** German hint from the estimator's translations, null when it has none. */
  warning: string | null;
  suggestions: string[];
}

/** zxcvbn(password, userInputs) reduced to what the rule needs. */
export type PasswordEstimator = (password: string, userInputs: string[]) => PasswordEstimate;

export type PasswordRefusalCode = 'password_too_short' | 'password_too_long' | 'password_too_weak';

export type PasswordVerdict =
  | { ok: true; score: PasswordScore }
  | { ok: false; code: PasswordRefusalCode; message: string; score: PasswordScore };

export const PASSWORD_TOO_SHORT_MESSAGE = `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`;
export const PASSWORD_TOO_WEAK_MESSAGE =
  'Dieses Passwort ist zu leicht zu erraten. Verwenden Sie mehrere ungewöhnliche Wörter, Zahlen oder Zeichen und nicht Ihre E-Mail-Adresse oder Ihren Namen.';

/** Words of this site an attacker tries first, beside the account's own data. */
const SITE_WORDS = ['autoleasing', 'leasing', 'neuwagen', 'leasingrate'];

/**
 * What the estimator should treat as known to an attacker: the e-mail, its local part and its
 * pieces ("rita.registriert" → "rita", "registriert"), the names and this site's words.
 */
export function passwordUserInputs(person: { email?: string | null; firstName?: string | null; lastName?: string | null; companyName?: string | null }): string[] {
  const inputs = new Set<string>(SITE_WORDS);
  const add = (value: string | null | undefined) => {
    const trimmed = value?.trim().toLowerCase();
    if (trimmed) inputs.add(trimmed);
  };
  const email = person.email?.trim().toLowerCase() ?? '';
  add(email);
  const local = email.split('@')[0];
  add(local);
  for (const piece of local.split(/[._+-]+/)) if (piece.length >= 3) add(piece);
  add(person.firstName);
  add(person.lastName);
  add(person.companyName);
  return [...inputs];
}

/** Length first (cheap, exact), then the estimate; the message is what the person reads. */
export function judgePassword(password: string, userInputs: string[], estimate: PasswordEstimator): PasswordVerdict {
  if (password.length > PASSWORD_MAX_LENGTH) return { ok: false, code: 'password_too_long', message: PASSWORD_TOO_LONG_MESSAGE, score: 0 };
  const { score } = estimate(password, userInputs);
  if (password.length < PASSWORD_MIN_LENGTH) return { ok: false, code: 'password_too_short', message: PASSWORD_TOO_SHORT_MESSAGE, score };
  if (score < PASSWORD_MIN_SCORE) return { ok: false, code: 'password_too_weak', message: PASSWORD_TOO_WEAK_MESSAGE, score };
  return { ok: true, score };
}

/** German words for the meter's five steps. */
export const PASSWORD_SCORE_LABELS: Record<PasswordScore, string> = {
  0: 'Sehr schwach',
  1: 'Schwach',
  2: 'Mittel',
  3: 'Stark',
  4: 'Sehr stark',
};
