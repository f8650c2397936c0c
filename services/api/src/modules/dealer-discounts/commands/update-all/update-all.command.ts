import type { DiscountJobAccepted } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { DealerContext } from '../../shared/dealer-access';
import type { UpdateAllRequestDto } from './update-all.request.dto';

/** Queue one value (or a relative change) for all (filtered) rows of a table, for the dealer in context. */
export class UpdateAllCommand extends Command<DiscountJobAccepted> {
  constructor(
    readonly context: DealerContext,
    readonly body: UpdateAllRequestDto,
  ) {
    super();
  }
}
