import { DomainError, unauthenticated } from '@autoleasing/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { SecurityLog } from '../../../security-log/shared/security-log';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { SessionStore } from '../../auth/session.store';
import { SingleUseTokens } from '../../auth/single-use-tokens';
import { WALL_CONFIG, type WallConfig } from '../../auth/wall-config';
import { SecondFactorThrottle } from '../../second-factor/second-factor-throttle';
import { REPLAYED_CODE_MESSAGE, SecondFactorService, WRONG_CODE_MESSAGE } from '../../second-factor/second-factor.service';
import { openSession } from '../login/login.handler';
import { VerifySecondFactorCommand, type VerifySecondFactorResult } from './verify-second-factor.command';

const TICKET_GONE = 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit Ihrem Passwort an.';

@CommandHandler(VerifySecondFactorCommand)
export class VerifySecondFactorHandler implements ICommandHandler<VerifySecondFactorCommand> {
  constructor(
    private readonly tokens: SingleUseTokens,
    private readonly accounts: AccountsRepository,
    private readonly secondFactor: SecondFactorService,
    private readonly throttle: SecondFactorThrottle,
    private readonly sessions: SessionStore,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly securityLog: SecurityLog,
  ) {}

  /** Checks the code and records the outcome in the security log (fire-and-forget, as the password step does). */
  async execute(command: VerifySecondFactorCommand): Promise<VerifySecondFactorResult> {
    const { request } = command;
    let result: VerifySecondFactorResult;
    try {
      result = await this.verify(command);
    } catch (error) {
      if (error instanceof DomainError) void this.securityLog.recordAbout(request, 'two_factor_failed', { code: error.code });
      throw error;
    }
    if (result.status === 'throttled') void this.securityLog.recordAbout(request, 'login_throttled', { step: 'second_factor' });
    else void this.securityLog.recordAbout(request, result.method === 'recovery_code' ? 'recovery_code_used' : 'two_factor_succeeded', {}, result.userId);
    return result;
  }

  private async verify({ challengeToken, code, redirectUrl, request, userAgent }: VerifySecondFactorCommand): Promise<VerifySecondFactorResult> {
    const ip = request.clientIp;
    const userId = await this.tokens.inspect(challengeToken, 'second_factor').then(
      (ticket) => ticket.userId,
      () => {
        throw unauthenticated('second_factor_challenge_invalid', TICKET_GONE);
      },
    );
    const ticketOwner = await this.accounts.findById(userId);
    if (!ticketOwner) throw unauthenticated('second_factor_challenge_invalid', TICKET_GONE);
    const attempt = await this.throttle.attempt(ip, ticketOwner, () => this.secondFactor.verifyLoginCode(userId, code));
    if (attempt.kind === 'throttled') return { status: 'throttled' as const, retryAfterSeconds: attempt.retryAfterSeconds };
    if (attempt.outcome === 'wrong' || attempt.outcome === 'replayed') {
      throw attempt.outcome === 'replayed'
        ? unauthenticated('second_factor_replayed', REPLAYED_CODE_MESSAGE)
        : unauthenticated('second_factor_invalid', WRONG_CODE_MESSAGE);
    }
    // The ticket is spent with the first accepted code (and a deactivation meanwhile ends it here).
    const consumed = await this.tokens.consume(challengeToken, 'second_factor', this.pool).catch(() => null);
    const account = consumed ? await this.accounts.findById(userId) : null;
    if (!account || account.deactivatedAt) throw unauthenticated('second_factor_challenge_invalid', TICKET_GONE);
    const session = await openSession(this.sessions, this.config, account, { redirectUrl, ip, userAgent });
    return { ...session, userId, method: attempt.outcome };
  }
}
