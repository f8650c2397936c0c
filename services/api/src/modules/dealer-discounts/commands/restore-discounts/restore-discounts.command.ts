import type { Actor, RestoreDiscountsResponse } from '@autoleasing/contracts';
import type { DiscountScope } from '@autoleasing/domain';
import { Command } from '@nestjs/cqrs';

/** Restore a table as it was at `asOf`, or (dry run) count the cells that would change. */
export class RestoreDiscountsCommand extends Command<RestoreDiscountsResponse> {
  constructor(
    readonly scope: DiscountScope,
    readonly actor: Actor,
    readonly asOf: Date,
    /** The revision the dealer counted on; a dry run counts on the current one and names it. */
    readonly revision: number | undefined,
    readonly dryRun: boolean,
  ) {
    super();
  }
}
