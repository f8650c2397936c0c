import type { DealMailPreferenceDto } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MailPreferencesRepository } from '../../shared/mail-preferences.repository';
import { ListMailPreferencesQuery } from './list-mail-preferences.query';

@QueryHandler(ListMailPreferencesQuery)
export class ListMailPreferencesHandler implements IQueryHandler<ListMailPreferencesQuery> {
  constructor(private readonly preferences: MailPreferencesRepository) {}

  execute({ customerId }: ListMailPreferencesQuery): Promise<DealMailPreferenceDto[]> {
    return this.preferences.list(customerId);
  }
}
