import type { SecondFactorEnrolmentResponse } from '@autoleasing/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SecondFactorService } from '../../second-factor/second-factor.service';
import { StartSecondFactorEnrolmentCommand } from './start-second-factor-enrolment.command';

@CommandHandler(StartSecondFactorEnrolmentCommand)
export class StartSecondFactorEnrolmentHandler implements ICommandHandler<StartSecondFactorEnrolmentCommand> {
  constructor(private readonly secondFactor: SecondFactorService) {}

  execute({ session }: StartSecondFactorEnrolmentCommand): Promise<SecondFactorEnrolmentResponse> {
    return this.secondFactor.startEnrolment(session);
  }
}
