import { AUTH_MESSAGES, type SecondFactorEnrolmentResponse, type SecondFactorStatusResponse } from '@autoleasing/contracts';
import { invalid, ruleViolated } from '@autoleasing/domain';
import { hashSecret, inTransaction, verifySecret } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import QRCode from 'qrcode';
import { PG_POOL } from '../../../core/tokens';
import type { AuthSession } from '../auth/auth-session';
import { SessionStore } from '../auth/session.store';
import { newRecoveryCodes, normalizeRecoveryCode, recoveryCodeLookup } from './recovery-codes';
import { SecondFactorStore } from './second-factor.store';
import { checkTotp, newTotpSecret, otpauthUrl, type TotpCheck } from './totp';

/** How a login code was accepted, or why not. */
export type CodeOutcome = 'totp' | 'recovery_code' | 'wrong' | 'replayed';

export const WRONG_CODE_MESSAGE = 'Der Bestätigungscode ist falsch oder abgelaufen.';
export const REPLAYED_CODE_MESSAGE = 'Dieser Bestätigungscode wurde bereits verwendet. Bitte warten Sie auf den nächsten Code Ihrer App.';


/**
 * TOTP enrolment, code checks and switching off (issue 20). The decisions are the pure `checkTotp`
 * (tested with its own clock); recovery codes are argon2id hashes like passwords.
 */
@Injectable()
export class SecondFactorService {
  private readonly now: () => number = () => Date.now();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly store: SecondFactorStore,
    private readonly sessions: SessionStore,
  ) {}

  async status(session: AuthSession): Promise<SecondFactorStatusResponse> {
    const stored = await this.store.find(session.userId);
    const enabled = stored?.confirmed === true;
    return {
      enabled,
      required: session.role !== 'Customer',
      recovery_codes_left: enabled ? await this.store.countUnusedRecoveryCodes(session.userId) : 0,
    };
  }

  async isEnabled(userId: string): Promise<boolean> {
    return (await this.store.find(userId))?.confirmed === true;
  }

  /** A fresh secret to scan; starting again before confirming replaces the pending one. */
  async startEnrolment(session: AuthSession): Promise<SecondFactorEnrolmentResponse> {
    const secret = newTotpSecret();
    if (!(await this.store.savePending(session.userId, secret))) {
      throw ruleViolated('second_factor_already_enabled', 'Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.');
    }
    const url = otpauthUrl(secret, session.email);
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauth_url: url, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** The first code proves the app has the secret; only then is it switched on, with new recovery codes. */
  async confirmEnrolment(session: AuthSession, code: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    const recoveryRows = await Promise.all(
      codes.map(async (code) => {
        const normalized = normalizeRecoveryCode(code) as string;
        return { hash: await hashSecret(normalized), lookup: recoveryCodeLookup(normalized) };
      }),
    );
    const client = await this.pool.connect();
    try {
      await inTransaction(client, async () => {
        const pending = await this.store.find(session.userId, client, true);
        if (!pending || pending.confirmed || !pending.secret) {
          throw ruleViolated('second_factor_not_pending', 'Bitte starten Sie die Einrichtung der Zwei-Faktor-Anmeldung erneut.');
        }
        const check = checkTotp({ secretBase32: pending.secret, code, nowMs: this.now(), lastUsedStep: null });
        if (check.outcome !== 'accepted') throw wrongCode();
        await this.store.confirm(session.userId, check.step, recoveryRows, client);
      });
    } finally {
      client.release();
    }
    this.sessions.userChanged(session.userId);
    return codes;
  }

  /** A login's second step: a TOTP code (6 digits) or an unused recovery code. */
  async verifyLoginCode(userId: string, input: string): Promise<CodeOutcome> {
    const stored = await this.store.find(userId);
    if (!stored?.confirmed || !stored.secret) return 'wrong';
    const recovery = normalizeRecoveryCode(input);
    if (recovery) return (await this.useRecoveryCode(userId, recovery)) ? 'recovery_code' : 'wrong';
    return this.acceptTotp(userId, checkTotp({ secretBase32: stored.secret, code: input, nowMs: this.now(), lastUsedStep: stored.lastUsedStep }));
  }

  /** Customers only (the route says so); staff keep theirs. Needs the password or a valid code. */
  async disable(session: AuthSession, proof: { password?: string; code?: string }, passwordHash: string): Promise<void> {
    if (session.role !== 'Customer') {
      throw ruleViolated('second_factor_mandatory', AUTH_MESSAGES.secondFactorMandatory);
    }
    if (!(await this.isEnabled(session.userId))) throw ruleViolated('second_factor_not_enabled', 'Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.');
    const proven = proof.password
      ? await verifySecret(passwordHash, proof.password)
      : proof.code
        ? ['totp', 'recovery_code'].includes(await this.verifyLoginCode(session.userId, proof.code))
        : false;
    if (!proven) {
      const message = proof.password ? AUTH_MESSAGES.wrongPassword : WRONG_CODE_MESSAGE;
      throw invalid('second_factor_proof_invalid', message, [{ field: proof.password ? 'password' : 'code', code: 'second_factor_proof_invalid', message }]);
    }
    await this.store.remove(session.userId);
    this.sessions.userChanged(session.userId);
  }

  private async acceptTotp(userId: string, check: TotpCheck): Promise<CodeOutcome> {
    if (check.outcome !== 'accepted') return check.outcome;
    // Two requests with one code: the row update lets exactly one of them through.
    return (await this.store.advanceStep(userId, check.step)) ? 'totp' : 'replayed';
  }

  private async useRecoveryCode(userId: string, code: string): Promise<boolean> {
    for (const candidate of await this.store.unusedRecoveryCodes(userId, recoveryCodeLookup(code))) {
      if (await verifySecret(candidate.hash, code)) return this.store.useRecoveryCode(candidate.id);
    }
    return false;
  }
}

export const wrongCode = () => invalid('second_factor_invalid', WRONG_CODE_MESSAGE, [{ field: 'code', code: 'second_factor_invalid', message: WRONG_CODE_MESSAGE }]);
