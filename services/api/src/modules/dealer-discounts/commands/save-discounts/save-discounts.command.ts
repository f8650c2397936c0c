import type { Actor, SaveDiscountsResponse } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { Command } from '@nestjs/cqrs';
import type { EditedDiscountRowDto } from './save-discounts.request.dto';

/** Save the rows a dealer edited on `revision` of one discount table. */
export class SaveDiscountsCommand extends Command<SaveDiscountsResponse & { caught_up: boolean }> {
  constructor(
    readonly scope: DiscountScope,
    readonly actor: Actor,
    readonly revision: number,
    readonly rows: EditedDiscountRowDto[],
  ) {
    super();
  }
}
