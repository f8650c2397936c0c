import type { UnconfirmDiscountsResponse } from '@autoleasing/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadYourWritesService } from '../../../../common/consistency/read-your-writes.service';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { toDiscountRowDto } from '../../shared/discount-row.mapper';
import { DiscountTableStore } from '../../shared/discount-table-store';
import { scopeKeyOf } from '../../shared/scope-params';
import { UnconfirmDiscountsCommand } from './unconfirm-discounts.command';

/**
 * 'Bestätigung aufheben' (issue 21): withdraws the confirmation of rows as its own event, in the
 * actor's name like every discount event, so the audit shows who withdrew it and when. Rows not
 * confirmed are left alone. The answer waits for the read model (read-your-writes).
 */
@CommandHandler(UnconfirmDiscountsCommand)
export class UnconfirmDiscountsHandler implements ICommandHandler<UnconfirmDiscountsCommand> {
  constructor(
    private readonly repository: DealerDiscountsRepository,
    private readonly tables: DiscountTableStore,
    private readonly readYourWrites: ReadYourWritesService,
  ) {}

  async execute(input: UnconfirmDiscountsCommand): Promise<UnconfirmDiscountsResponse> {
    const { scope } = input;
    const info = await this.repository.checkScope(scope.dealerId, scope.bankId, scope.manufacturerId);
    const ids = [...new Set(input.carModelIds.map((id) => id.toLowerCase()))];
    const result = await this.tables.execute(scope, { type: 'UnconfirmDiscountRows', scope, carModelIds: ids }, input.actor);
    const withdrawn = result.events.flatMap((event) => (event.type === 'DiscountRowsUnconfirmed' ? event.data.carModelIds : []));
    if (withdrawn.length) await this.readYourWrites.waitFor(result.position, ['dealer-discounts']);
    const layout = await this.tables.layout(scope.dealerId, scope.manufacturerId);
    const context = { dealerId: scope.dealerId, scopeKey: scopeKeyOf(scope), additionalColumns: layout.numberAdditionalDiscounts, collectedColumns: info.collectedColumns };
    const rows = await this.repository.rowsOf(scope, withdrawn);
    return { discounts: rows.map((row) => toDiscountRowDto(row, context)), unconfirmed_rows: withdrawn.length, revision: result.after.revision };
  }
}
