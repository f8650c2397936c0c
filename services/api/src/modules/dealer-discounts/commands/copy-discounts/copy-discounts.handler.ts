import type { DiscountJobAccepted } from '@autoleasing/contracts';
import { assertCopyFromOtherTable } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { DiscountJobs, jobActor } from '../../shared/discount-jobs';
import { CopyDiscountsCommand } from './copy-discounts.command';

/** Both tables must be in the dealer's scope before the job is queued; the worker copies the cells. */
@CommandHandler(CopyDiscountsCommand)
export class CopyDiscountsHandler implements ICommandHandler<CopyDiscountsCommand> {
  constructor(
    private readonly repository: DealerDiscountsRepository,
    private readonly jobs: DiscountJobs,
  ) {}

  async execute({ context, input }: CopyDiscountsCommand): Promise<DiscountJobAccepted> {
    const { source } = input;
    assertCopyFromOtherTable(input, source);
    await this.repository.checkScope(context.dealerId, input.bankId, input.manufacturerId);
    await this.repository.checkScope(context.dealerId, source.bankId, input.manufacturerId);
    return this.jobs.enqueue('discounts.copy', context, (operationId) => ({
      operationId,
      dealerId: context.dealerId,
      actor: jobActor(context),
      request: {
        customer_group: input.customerGroup,
        bank_id: input.bankId,
        manufacturer_id: input.manufacturerId,
        source_scope: { customer_group: source.customerGroup, bank_id: source.bankId },
      },
    }));
  }
}
