import type { DealAnswer } from '@autoleasing/contracts';
import { DocumentsRepository } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { documentErrors } from '../../../documents/shared/document-errors';
import { customerActor } from '../../shared/checkout-actor';
import { DealAnswers } from '../../shared/deal-answers';
import { DealCommandsService } from '../../shared/deal-commands.service';
import { DealReadModel } from '../../shared/deal-read-model';
import { RestartConfiguratorCommand } from './restart-configurator.command';

@CommandHandler(RestartConfiguratorCommand)
export class RestartConfiguratorHandler implements ICommandHandler<RestartConfiguratorCommand> {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly deals: DealReadModel,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly answers: DealAnswers,
  ) {}

  async execute({ session, finalOfferId, request: body }: RestartConfiguratorCommand): Promise<DealAnswer> {
    const row = await this.deals.ownDealByFinalOffer(finalOfferId, session.userId);
    const documentId = body.s3_key === undefined ? null : await this.ownUploadId(session.userId, body.s3_key);
    const result = await this.commands.execute(row.id, { type: 'RestartConfigurator', documentId, actor: customerActor(session) }, customerActor(session));
    return this.answers.after(row.id, session.userId, result);
  }

  /**
   * The event records the customer's configuration file by its id: the key may name the file
   * (older uploads) and the event log can never be erased. Someone else's key answers like none.
   */
  private async ownUploadId(customerId: string, s3Key: string): Promise<string> {
    const upload = await new DocumentsRepository(this.pool).findByKey(s3Key);
    if (!upload || upload.ownerCustomerId !== customerId || upload.deletedAt) {
      throw documentErrors.uploadNotFound();
    }
    return upload.id;
  }
}
