import type { DiscountJobAccepted } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { DealerContext } from '../../shared/dealer-access';
import type { CopyDiscountsInput } from './copy-discounts.request.dto';

/** Queue the copy of another customer group's or bank's discounts into this table. */
export class CopyDiscountsCommand extends Command<DiscountJobAccepted> {
  constructor(
    readonly context: DealerContext,
    readonly input: CopyDiscountsInput,
  ) {
    super();
  }
}
