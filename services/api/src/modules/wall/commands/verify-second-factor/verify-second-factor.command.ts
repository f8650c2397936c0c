import { Command } from '@nestjs/cqrs';
import type { SecurityLogRequest } from '../../../security-log/shared/security-log';
import type { LoginResult } from '../login/login.command';

/** A completed code step names whose login it was and how it was proven (for the security log). */
export type VerifySecondFactorResult =
  | (Extract<LoginResult, { status: 'ok' }> & { userId: string; method: 'totp' | 'recovery_code' })
  | Extract<LoginResult, { status: 'throttled' }>;

/** The second step of a login: the ticket of the password step and a TOTP or recovery code. */
export class VerifySecondFactorCommand extends Command<VerifySecondFactorResult> {
  constructor(
    readonly challengeToken: string,
    readonly code: string,
    readonly redirectUrl: string | undefined,
    /** The request the code came with: its client address (throttle, session) and the security log's facts. */
    readonly request: SecurityLogRequest,
    readonly userAgent: string | null,
  ) {
    super();
  }
}
