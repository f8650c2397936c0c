import type { LoginResponse, SecondFactorChallengeResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { SecurityLogRequest } from '../../../security-log/shared/security-log';

export type LoginResult =
  | { status: 'ok'; response: LoginResponse; expiresInSeconds: number }
  | { status: 'second_factor'; response: SecondFactorChallengeResponse }
  | { status: 'throttled'; retryAfterSeconds: number };

export class LoginCommand extends Command<LoginResult> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly redirectUrl: string | undefined,
    /** The request the attempt came with: its client address (throttle, session) and the security log's facts. */
    readonly request: SecurityLogRequest,
    readonly userAgent: string | null = null,
  ) {
    super();
  }
}
