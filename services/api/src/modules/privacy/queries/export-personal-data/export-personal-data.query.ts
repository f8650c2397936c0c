import { Query } from '@nestjs/cqrs';
import type { PersonalDataArchive } from './personal-data-export';

/** The customer's own data as a ZIP (GDPR art. 15 and 20). */
export class ExportPersonalDataQuery extends Query<PersonalDataArchive> {
  constructor(readonly customerId: string) {
    super();
  }
}
