import { notFound } from '@autoleasing/domain';
import { MailOutboxRepository, type OutboxAttachment, type OutboxListRow } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { resourceNotFound } from '../../../common/http/error-mapping';
import { PG_POOL } from '../../../core/tokens';
import { WALL_CONFIG, type WallConfig } from '../auth/wall-config';

/**
 * The mail outbox as /dev/outbox shows it (queries/list-dev-outbox, get-dev-outbox-attachment):
 * for local development and the browser journeys, missing in production like an unknown route.
 */
@Injectable()
export class DevOutbox {
  private readonly outbox: MailOutboxRepository;

  constructor(
    @Inject(PG_POOL) pool: Pool,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {
    this.outbox = new MailOutboxRepository(pool);
  }

  async newest(limit: number): Promise<OutboxListRow[]> {
    this.assertNotProduction();
    return this.outbox.listNewest(limit);
  }

  async attachment(id: string): Promise<OutboxAttachment> {
    this.assertNotProduction();
    const file = await this.outbox.findAttachment(id);
    if (!file) throw notFound('attachment_not_found', 'Der Anhang wurde nicht gefunden.');
    return file;
  }

  private assertNotProduction(): void {
    if (this.config.production) throw resourceNotFound();
  }
}
