import type { LoginResponse, SecondFactorChallengeResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';

export type LoginResult =
  | { status: 'ok'; response: LoginResponse; expiresInSeconds: number }
  | { status: 'second_factor'; response: SecondFactorChallengeResponse }
  | { status: 'throttled'; retryAfterSeconds: number };

export class LoginCommand extends Command<LoginResult> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly redirectUrl: string | undefined,
    readonly ip: string,
    readonly userAgent: string | null = null,
  ) {
    super();
  }
}
