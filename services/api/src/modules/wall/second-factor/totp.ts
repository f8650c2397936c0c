import { Secret, TOTP } from 'otpauth';

/**
 * TOTP as RFC 6238 describes it and every authenticator app speaks it: SHA-1, 6 digits, 30-second
 * steps. One step either side is accepted (a phone clock a little off, a code typed at the turn of
 * a step). Pure: the time comes in as an argument, so tests use their own clock.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const ACCEPTED_DRIFT_STEPS = 1;
export const TOTP_ISSUER = 'autoleasing';

export type TotpCheck = { outcome: 'accepted'; step: number } | { outcome: 'wrong' } | { outcome: 'replayed' };

function totpOf(secretBase32: string, label = 'login'): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

export function stepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * Whether `code` is the secret's code for a step near `nowMs`. A code of the last accepted step
 * or an older one is refused as a replay (RFC 6238 section 5.2): whoever watched a code being
 * typed cannot use it again within its window.
 */
export function checkTotp(input: { secretBase32: string; code: string; nowMs: number; lastUsedStep: number | null }): TotpCheck {
  const code = input.code.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return { outcome: 'wrong' };
  const delta = totpOf(input.secretBase32).validate({ token: code, timestamp: input.nowMs, window: ACCEPTED_DRIFT_STEPS });
  if (delta === null) return { outcome: 'wrong' };
  const step = stepAt(input.nowMs) + delta;
  if (input.lastUsedStep !== null && step <= input.lastUsedStep) return { outcome: 'replayed' };
  return { outcome: 'accepted', step };
}

/** The code of the step at `nowMs` (tests, and nothing else on the server). */
export function totpCode(secretBase32: string, nowMs: number): string {
  return totpOf(secretBase32).generate({ timestamp: nowMs });
}

/** A new random secret (160 bits, as RFC 4226 recommends) in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrl(secretBase32: string, accountLabel: string): string {
  return totpOf(secretBase32, accountLabel).toString();
}
