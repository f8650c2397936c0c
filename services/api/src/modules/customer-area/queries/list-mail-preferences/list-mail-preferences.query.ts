import type { DealMailPreferenceDto } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class ListMailPreferencesQuery extends Query<DealMailPreferenceDto[]> {
  constructor(readonly customerId: string) {
    super();
  }
}
