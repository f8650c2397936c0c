import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PrivacyAudit } from '../../shared/privacy-audit';
import { ExportPersonalDataQuery } from './export-personal-data.query';
import { PersonalDataExport, type PersonalDataArchive } from './personal-data-export';

/** Builds the archive and audits the export; the controller sends it and logs it with the request. */
@QueryHandler(ExportPersonalDataQuery)
export class ExportPersonalDataHandler implements IQueryHandler<ExportPersonalDataQuery> {
  constructor(
    private readonly exporter: PersonalDataExport,
    private readonly audit: PrivacyAudit,
  ) {}

  async execute({ customerId }: ExportPersonalDataQuery): Promise<PersonalDataArchive> {
    const archive = await this.exporter.build(customerId);
    this.audit.export({ customerId, documents: archive.documents });
    return archive;
  }
}
