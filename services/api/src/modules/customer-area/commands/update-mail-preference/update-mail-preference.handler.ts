import { isDealMailKind, isRequiredDealMail, type DealMailPreferenceDto } from '@autoleasing/contracts';
import { invalid, ruleViolated } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MailPreferencesRepository } from '../../shared/mail-preferences.repository';
import { UpdateMailPreferenceCommand } from './update-mail-preference.command';

/** The required mails (order confirmation, payment mails) refuse being turned off; turning them on changes nothing. */
@CommandHandler(UpdateMailPreferenceCommand)
export class UpdateMailPreferenceHandler implements ICommandHandler<UpdateMailPreferenceCommand> {
  constructor(private readonly preferences: MailPreferencesRepository) {}

  async execute({ customerId, kind, enabled }: UpdateMailPreferenceCommand): Promise<DealMailPreferenceDto[]> {
    if (!isDealMailKind(kind)) throw invalid('unknown_mail_kind', 'Diese E-Mail-Benachrichtigung gibt es nicht.');
    if (isRequiredDealMail(kind)) {
      if (!enabled) throw ruleViolated('mail_required', 'Diese E-Mail ist gesetzlich vorgeschrieben und kann nicht abbestellt werden.');
      return this.preferences.list(customerId);
    }
    await this.preferences.save(customerId, kind, enabled);
    return this.preferences.list(customerId);
  }
}
