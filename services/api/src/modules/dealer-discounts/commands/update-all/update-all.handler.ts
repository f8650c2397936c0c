import type { DiscountJobAccepted, UpdateAllPreviewResponse } from '@autoleasing/contracts';
import { DISCOUNT_VALIDATION_FAILED, invalid } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DiscountJobs, jobActor } from '../../shared/discount-jobs';
import { isRelative, UpdateAllCheck } from '../../shared/update-all-check';
import { UpdateAllCommand } from './update-all.command';

/**
 * Everything that can be checked before the job runs is checked here; the worker
 * (processors/discounts) writes the rows.
 */
@CommandHandler(UpdateAllCommand)
export class UpdateAllHandler implements ICommandHandler<UpdateAllCommand> {
  constructor(
    private readonly updateAll: UpdateAllCheck,
    private readonly jobs: DiscountJobs,
  ) {}

  async execute({ context, body }: UpdateAllCommand): Promise<DiscountJobAccepted> {
    const checked = await this.updateAll.check(context, body);
    const { scope, discount } = checked;
    if (isRelative(discount)) {
      // Every row's result is checked before anything is queued: one row out of range refuses all (422 per row).
      const preview = await this.updateAll.preview(checked, discount);
      if (preview.invalid_rows.length) throw outOfRange(preview);
    }
    return this.jobs.enqueue('discounts.update_all', context, (operationId) => ({
      operationId,
      dealerId: context.dealerId,
      actor: jobActor(context),
      request: {
        customer_group: scope.customerGroup,
        bank_id: scope.bankId,
        manufacturer_id: scope.manufacturerId,
        filters: checked.filters,
        exclude_car_model_ids: checked.excluded,
        discount,
      },
    }));
  }
}

/** 422 with one detail per row whose result would leave the range (`<car_model_id>.<field>`). */
function outOfRange(preview: UpdateAllPreviewResponse) {
  const n = preview.invalid_rows.length;
  return invalid(
    DISCOUNT_VALIDATION_FAILED,
    `${n === 1 ? 'Eine Zeile läge' : `${n} Zeilen lägen`} nach der Änderung außerhalb des erlaubten Bereichs. Es wurde nichts gestartet.`,
    preview.invalid_rows.map((row) => ({ field: `${row.car_model_id}.${preview.field}`, code: 'out_of_range', message: `${row.car_model_name}: ${row.message}` })),
  );
}
