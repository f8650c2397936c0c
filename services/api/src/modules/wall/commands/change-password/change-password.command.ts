import { Command } from '@nestjs/cqrs';
import type { AuthSession, IssuedSession } from '../../auth/session.store';

/** Either with a recovery link's token, or as the logged-in user with the current password. */
export type ChangePasswordCommandInput =
  | { via: 'recovery'; token: string; password: string }
  | { via: 'account'; session: AuthSession; currentPassword: string; password: string };

/** A logged-in change gets a fresh session; every other session of the account is revoked. */
export class ChangePasswordCommand extends Command<{ newSession: IssuedSession | null }> {
  constructor(readonly input: ChangePasswordCommandInput) {
    super();
  }
}
