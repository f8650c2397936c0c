import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PersonalDataEraser } from '../../shared/personal-data-eraser';
import { PrivacyAudit } from '../../shared/privacy-audit';
import { ErasePersonalDataCommand } from './erase-personal-data.command';

/** Erasure on an admin's order (GDPR art. 17): the same erasure as the customer's own deletion. */
@CommandHandler(ErasePersonalDataCommand)
export class ErasePersonalDataHandler implements ICommandHandler<ErasePersonalDataCommand> {
  constructor(
    private readonly eraser: PersonalDataEraser,
    private readonly audit: PrivacyAudit,
  ) {}

  async execute({ customerId, actorUserId }: ErasePersonalDataCommand): Promise<void> {
    await this.eraser.erase(customerId);
    this.audit.erasure({ customerId, actorUserId, via: 'admin' });
  }
}
