import type { LoginResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';

export type LoginResult = { status: 'ok'; response: LoginResponse; expiresInSeconds: number } | { status: 'throttled'; retryAfterSeconds: number };

export class LoginCommand extends Command<LoginResult> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly redirectUrl: string | undefined,
    readonly ip: string,
  ) {
    super();
  }
}
