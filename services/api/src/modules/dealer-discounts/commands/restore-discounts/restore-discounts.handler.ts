import type { RestoreDiscountsResponse } from '@autoleasing/contracts';
import { badRequest, discountTableDecider, type DiscountTableEvent, type RestoreDiscountTableCommand } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ReadYourWritesService } from '../../../../common/consistency/read-your-writes.service';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { DiscountTableStore } from '../../shared/discount-table-store';
import { RestoreDiscountsCommand } from './restore-discounts.command';

const changesOf = (events: readonly DiscountTableEvent[]) => events.flatMap((event) => (event.type === 'DiscountCellsEdited' ? event.data.changes : []));

/**
 * 'Diesen Stand wiederherstellen' (issue 21 item 6). The decider knows only the current state, so
 * the handler folds the stream up to the moment and hands the rows of then to the decider, which
 * checks the revision against its own state and writes the differences as one restore event. A
 * dry run decides on the same state without appending (the count the confirm dialog shows).
 */
@CommandHandler(RestoreDiscountsCommand)
export class RestoreDiscountsHandler implements ICommandHandler<RestoreDiscountsCommand> {
  constructor(
    private readonly repository: DealerDiscountsRepository,
    private readonly tables: DiscountTableStore,
    private readonly readYourWrites: ReadYourWritesService,
  ) {}

  async execute(input: RestoreDiscountsCommand): Promise<RestoreDiscountsResponse> {
    const { scope } = input;
    if (!input.dryRun && input.revision === undefined) {
      throw badRequest('discount_restore_revision_missing', 'Bitte lassen Sie die Änderungen zuerst zählen (Revision fehlt).');
    }
    const info = await this.repository.checkScope(scope.dealerId, scope.bankId, scope.manufacturerId);
    const [then, layout] = await Promise.all([this.tables.stateAt(scope, input.asOf), this.tables.layout(scope.dealerId, scope.manufacturerId)]);
    const command: RestoreDiscountTableCommand = {
      type: 'RestoreDiscountTable',
      scope,
      basedOnRevision: input.revision ?? -1,
      restoredFrom: input.asOf.toISOString(),
      columns: { additionalDiscounts: layout.numberAdditionalDiscounts, collectedDiscounts: info.collectedColumns },
      targetRows: new Map([...then.rows].map(([carModelId, row]) => [carModelId, row.cells])),
    };
    if (input.dryRun) {
      const { state } = await this.tables.load(scope);
      const events = discountTableDecider.decide({ ...command, basedOnRevision: state.revision }, state, { now: new Date(), newId: randomUUID });
      return this.answer(input, events, state.revision, false);
    }
    const result = await this.tables.execute(scope, command, input.actor);
    if (result.position) await this.readYourWrites.waitFor(result.position, ['dealer-discounts']);
    return this.answer(input, result.events, result.after.revision, true);
  }

  private answer(input: RestoreDiscountsCommand, events: DiscountTableEvent[], revision: number, restored: boolean): RestoreDiscountsResponse {
    const changes = changesOf(events);
    return {
      restored: restored && changes.length > 0,
      as_of: input.asOf.toISOString(),
      changed_cells: changes.length,
      changed_rows: new Set(changes.map((change) => change.carModelId)).size,
      revision,
    };
  }
}
