import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SecondFactorService } from '../../second-factor/second-factor.service';
import { EnrolSecondFactorCommand } from './enrol-second-factor.command';

@CommandHandler(EnrolSecondFactorCommand)
export class EnrolSecondFactorHandler implements ICommandHandler<EnrolSecondFactorCommand> {
  constructor(private readonly secondFactor: SecondFactorService) {}

  execute({ session, code }: EnrolSecondFactorCommand): Promise<string[]> {
    return this.secondFactor.confirmEnrolment(session, code);
  }
}
