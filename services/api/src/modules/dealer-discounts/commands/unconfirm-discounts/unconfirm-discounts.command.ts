import type { Actor, UnconfirmDiscountsResponse } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { Command } from '@nestjs/cqrs';

/** Withdraw the confirmation of some rows of one discount table. */
export class UnconfirmDiscountsCommand extends Command<UnconfirmDiscountsResponse> {
  constructor(
    readonly scope: DiscountScope,
    readonly actor: Actor,
    readonly carModelIds: string[],
  ) {
    super();
  }
}
