import { AUTH_MESSAGES } from '@autoleasing/contracts';
import { badRequest, unauthenticated } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountsRepository } from '../../accounts/accounts.repository';
import { SecondFactorService } from '../../second-factor/second-factor.service';
import { DisableSecondFactorCommand } from './disable-second-factor.command';

@CommandHandler(DisableSecondFactorCommand)
export class DisableSecondFactorHandler implements ICommandHandler<DisableSecondFactorCommand> {
  constructor(
    private readonly secondFactor: SecondFactorService,
    private readonly accounts: AccountsRepository,
  ) {}

  async execute({ session, proof }: DisableSecondFactorCommand): Promise<void> {
    if (!proof.password && !proof.code) throw badRequest('second_factor_proof_missing', AUTH_MESSAGES.secondFactorProofMissing);
    const account = await this.accounts.findById(session.userId);
    if (!account) throw unauthenticated();
    await this.secondFactor.disable(session, proof, account.passwordHash);
  }
}
