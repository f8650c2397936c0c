import { safeRedirectTarget, type SecurityLogKind } from '@autoleasing/contracts';
import { DomainError, forbidden, unauthenticated } from '@autoleasing/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashSecret, needsNewHash, verifySecret } from '@autoleasing/infra';
import { SecurityLog, type SecurityLogDetails } from '../../../security-log/shared/security-log';
import { AccountsRepository, type Account } from '../../accounts/accounts.repository';
import { LoginThrottle } from '../../auth/login-throttle';
import { SingleUseTokens } from '../../auth/single-use-tokens';
import { SecondFactorService } from '../../second-factor/second-factor.service';
import { SessionStore } from '../../auth/session.store';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';
import { LoginCommand, type LoginResult } from './login.command';

/** Verified against when the address is unknown, so a miss costs as long as a wrong password. */
const DUMMY_HASH = hashSecret('not-a-password');

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionStore,
    private readonly secondFactor: SecondFactorService,
    private readonly tokens: SingleUseTokens,
    private readonly securityLog: SecurityLog,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  /** Logs in and records the attempt in the security log (with the account's id, never the address). */
  async execute(command: LoginCommand): Promise<LoginResult> {
    const checked: Checked = { account: null };
    let result: LoginResult;
    try {
      result = await this.logIn(command, checked);
    } catch (error) {
      if (error instanceof DomainError) this.record(command, 'login_failed', checked.account, { code: error.code });
      throw error;
    }
    if (result.status === 'throttled') this.recordThrottled(command);
    // With a second factor the password step succeeded; the code step records the rest.
    else this.record(command, 'login_succeeded', checked.account, result.status === 'second_factor' ? { second_factor: 'pending' } : {});
    return result;
  }

  private async logIn({ email, password, redirectUrl, request, userAgent }: LoginCommand, checked: Checked): Promise<LoginResult> {
    const ip = request.clientIp;
    const outcome = await this.throttle.attempt(email, ip, async () => {
      const account = await this.accounts.findByEmail(email);
      const valid = await verifySecret(account?.passwordHash ?? (await DUMMY_HASH), password);
      return { account, valid };
    });
    if (outcome.kind === 'throttled') return { status: 'throttled', retryAfterSeconds: outcome.retryAfterSeconds };
    checked.account = outcome.account;
    if (outcome.kind === 'failure') throw unauthenticated('invalid_credentials', 'E-Mail-Adresse oder Passwort ist falsch.');
    const account = outcome.account;
    if (needsNewHash(account.passwordHash)) await this.accounts.upgradePasswordHash(account.id, account.passwordHash, await hashSecret(password));
    this.assertMayLogIn(account);
    // With a second factor the password alone opens nothing: a short-lived ticket for the code step.
    if (await this.secondFactor.isEnabled(account.id)) {
      return { status: 'second_factor', response: { second_factor_required: true, challenge_token: await this.tokens.create(account.id, 'second_factor') } };
    }
    return openSession(this.sessions, this.config, account, { redirectUrl, ip, userAgent });
  }

  /** Fire-and-forget: a failed write is logged by the security log and never fails the login. */
  private record({ request }: LoginCommand, kind: SecurityLogKind, account: Account | null, details: SecurityLogDetails = {}): void {
    void this.securityLog.recordAbout(request, kind, details, account?.id ?? null);
  }

  /**
   * A throttled attempt checked no password, so it loaded no account: the entry looks the account
   * up as it is written (shutdown waits for both), and the answer does not wait for either.
   */
  private recordThrottled({ request, email }: LoginCommand): void {
    const userId = this.accounts.findByEmail(email).then((account) => account?.id ?? null);
    void this.securityLog.recordAbout(request, 'login_throttled', {}, userId);
  }

  /** Only the owner of the password learns these states: they are no account-existence oracle. */
  private assertMayLogIn(account: Account): void {
    if (account.deactivatedAt && account.deactivatedBy === 'staff') {
      throw forbidden('account_deactivated_by_staff', 'Ihr Konto wurde von unserem Team deaktiviert. Bitte wenden Sie sich an unseren Kundenservice.');
    }
    if (account.deactivatedAt) {
      throw forbidden('account_deactivated', 'Ihr Konto ist deaktiviert. Unter „Konto wiederherstellen“ können Sie es reaktivieren.');
    }
    if (!account.emailVerifiedAt) {
      throw forbidden('email_not_verified', 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Den Link dazu haben wir Ihnen per E-Mail geschickt.');
    }
  }
}

/** The account the password check loaded: none when throttled or when the address is unknown. */
interface Checked {
  account: Account | null;
}

/** Issues the session of a completed login (after the password, or after the code). */
export async function openSession(
  sessions: SessionStore,
  config: WallConfig,
  account: Parameters<SessionStore['issue']>[0],
  request: { redirectUrl: string | undefined; ip: string; userAgent: string | null },
): Promise<Extract<LoginResult, { status: 'ok' }>> {
  const issued = await sessions.issue(account, { userAgent: request.userAgent, clientAddress: request.ip });
  return {
    status: 'ok',
    expiresInSeconds: issued.expiresInSeconds,
    response: {
      id_token: issued.idToken,
      access_token: issued.accessToken,
      redirect_to: safeRedirectTarget(request.redirectUrl, { origin: config.publicOrigin, newsletterHosts: config.newsletterHosts }),
    },
  };
}
