import { Injectable, Logger } from '@nestjs/common';

export interface ErasureRecord {
  customerId: string;
  /** Who ordered it: the customer themself or an admin. */
  actorUserId: string;
  via: 'admin' | 'self_service';
}

export interface ExportRecord {
  customerId: string;
  documents: number;
}

/**
 * The call sites of the security log for erasure and export (issue #20 item 8). Until the
 * security log exists they write a structured log line with ids only (never names or addresses);
 * the security log's recorder replaces the bodies of these two methods.
 */
@Injectable()
export class PrivacyAudit {
  private readonly logger = new Logger('PrivacyAudit');

  erasure(record: ErasureRecord): void {
    this.logger.log({ event: 'privacy.erasure', ...record }, 'personal data erased');
  }

  export(record: ExportRecord): void {
    this.logger.log({ event: 'privacy.export', ...record }, 'personal data exported');
  }
}
