import { Command } from '@nestjs/cqrs';
import type { LoginResult } from '../login/login.command';

/** The second step of a login: the ticket of the password step and a TOTP or recovery code. */
export class VerifySecondFactorCommand extends Command<Exclude<LoginResult, { status: 'second_factor' }>> {
  constructor(
    readonly challengeToken: string,
    readonly code: string,
    readonly redirectUrl: string | undefined,
    readonly ip: string,
    readonly userAgent: string | null,
  ) {
    super();
  }
}
