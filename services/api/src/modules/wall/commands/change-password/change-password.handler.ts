import { invalid } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashSecret, verifySecret } from '@autoleasing/infra';
import type { PoolClient } from 'pg';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { CustomerHistory } from '../../accounts/customer-history';
import { PasswordPolicy } from '../../auth/password-policy';
import { SessionStore } from '../../auth/session.store';
import { INVALID_LINK_MESSAGE, SingleUseTokens } from '../../auth/single-use-tokens';
import { ChangePasswordCommand } from './change-password.command';

const WRONG_CURRENT = 'Das aktuelle Passwort ist nicht korrekt.';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly tokens: SingleUseTokens,
    private readonly sessions: SessionStore,
    private readonly history: CustomerHistory,
    private readonly passwords: PasswordPolicy,
  ) {}

  async execute({ input }: ChangePasswordCommand) {
    const passwordHash = await hashSecret(input.password);
    // A recovery link names the account, so the stream: looked at first, used up in the command's transaction.
    const userId = input.via === 'recovery' ? (await this.tokens.inspect(input.token, 'recover_password')).userId : input.session.userId;
    const known = await this.accounts.findById(userId);
    if (!known) throw invalid('token_invalid', INVALID_LINK_MESSAGE);
    await this.history.record({ type: 'ChangePassword', customerId: userId, via: input.via }, { userId, role: known.role }, {
      work: async (client) => {
        if (input.via === 'recovery') await this.tokens.consume(input.token, 'recover_password', client);
        const account = await this.accounts.findById(userId, client, true);
        if (!account) throw invalid('token_invalid', INVALID_LINK_MESSAGE);
        if (input.via === 'account' && !(await verifySecret(account.passwordHash, input.currentPassword))) {
          throw invalid('wrong_current_password', WRONG_CURRENT, [{ field: 'current_password', code: 'wrong_current_password', message: WRONG_CURRENT }]);
        }
        // Inside the transaction: a refused password leaves the recovery link unused.
        this.passwords.assertAcceptable(input.password, account);
      },
      // Only once decided (the decider refuses deactivated accounts): the new hash, the sessions ended.
      after: (client) => this.store(client, userId, passwordHash),
    });
    this.sessions.userChanged(userId);
    if (input.via === 'recovery') return { newSession: null };
    const account = await this.accounts.findById(userId);
    return { newSession: account ? await this.sessions.issue(account) : null };
  }

  private async store(client: PoolClient, userId: string, passwordHash: string): Promise<void> {
    await this.accounts.setPasswordHash(client, userId, passwordHash);
    await this.sessions.revokeAllOf(userId, client);
  }
}
