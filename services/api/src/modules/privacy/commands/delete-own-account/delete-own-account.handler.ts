import { ACCOUNT_DELETION_BLOCKING_STATES, ACCOUNT_DELETION_RETENTION_TEXT, AUTH_MESSAGES } from '@autoleasing/contracts';
import { customerNotFound, invalid, ruleViolated } from '@autoleasing/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { verifySecret } from '@autoleasing/infra';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { AccountsRepository } from '../../../wall/accounts/accounts.repository';
import { PersonalDataEraser } from '../../shared/personal-data-eraser';
import { PrivacyAudit } from '../../shared/privacy-audit';
import { DeleteOwnAccountCommand } from './delete-own-account.command';


/**
 * The customer deletes their own account: the password again, then the same erasure as the
 * admin's. Refused while a placed order or contract runs (retention duty, docs/privacy.md).
 */
@CommandHandler(DeleteOwnAccountCommand)
export class DeleteOwnAccountHandler implements ICommandHandler<DeleteOwnAccountCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly accounts: AccountsRepository,
    private readonly eraser: PersonalDataEraser,
    private readonly audit: PrivacyAudit,
  ) {}

  async execute({ customerId, password }: DeleteOwnAccountCommand): Promise<void> {
    await this.checkPassword(customerId, password);
    await this.checkNoRunningContract(customerId);
    await this.eraser.erase(customerId);
    this.audit.erasure({ customerId, actorUserId: customerId, via: 'self_service' });
  }

  private async checkPassword(customerId: string, password: string): Promise<void> {
    const account = await this.accounts.findById(customerId);
    if (account?.role !== 'Customer') throw customerNotFound();
    if (!(await verifySecret(account.passwordHash, password))) {
      throw invalid('wrong_password', AUTH_MESSAGES.wrongPassword, [{ field: 'password', code: 'wrong_password', message: AUTH_MESSAGES.wrongPassword }]);
    }
  }

  private async checkNoRunningContract(customerId: string): Promise<void> {
    const { rows } = await this.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM deals WHERE customer_id = $1 AND customer_state = ANY($2::text[])',
      [customerId, ACCOUNT_DELETION_BLOCKING_STATES],
    );
    if (rows[0].n > 0) throw ruleViolated('account_has_running_contract', ACCOUNT_DELETION_RETENTION_TEXT);
  }
}
