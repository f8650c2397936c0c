import { collectedDiscountLabels, DISCOUNT_COPY_PREVIEW_LIMIT, type DiscountCopyPreviewResponse } from '@autoleasing/contracts';
import { assertCopyFromOtherTable, fromStoredValue, previewCopy } from '@autoleasing/domain';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { DiscountTableStore } from '../../shared/discount-table-store';
import { CopyPreviewQuery } from './copy-preview.query';

/**
 * The copy modal's preview (issue 21, item 5): the copy job's own decision run on this table
 * without writing — cells that would change and how many existing values it replaces.
 */
@QueryHandler(CopyPreviewQuery)
export class CopyPreviewHandler implements IQueryHandler<CopyPreviewQuery> {
  constructor(
    private readonly repository: DealerDiscountsRepository,
    private readonly tables: DiscountTableStore,
  ) {}

  async execute({ scope, source }: CopyPreviewQuery): Promise<DiscountCopyPreviewResponse> {
    assertCopyFromOtherTable(scope, source);
    const info = await this.repository.checkScope(scope.dealerId, scope.bankId, scope.manufacturerId);
    await this.repository.checkScope(scope.dealerId, source.bankId, scope.manufacturerId);
    const [target, from, layout] = await Promise.all([
      this.tables.load(scope),
      this.tables.load({ ...scope, ...source }),
      this.tables.layout(scope.dealerId, scope.manufacturerId),
    ]);
    const columns = { additionalDiscounts: layout.numberAdditionalDiscounts, collectedDiscounts: collectedDiscountLabels(info.manufacturerSlug).length };
    const preview = previewCopy(target.state, from.state, scope, source, columns, new Date());
    const shown = preview.changes.slice(0, DISCOUNT_COPY_PREVIEW_LIMIT);
    const names = await this.repository.rowsOf(scope, [...new Set(shown.map((c) => c.carModelId))]);
    const nameOf = new Map(names.map((r) => [r.car_model_id, r.car_model_name]));
    return {
      revision: target.state.revision,
      rows_changed: new Set(preview.changes.map((c) => c.carModelId)).size,
      cells_changed: preview.changes.filter((c) => c.field !== 'confirmed').length,
      replaced_values: preview.replacedValues,
      changes: shown.map((c) => ({
        car_model_id: c.carModelId,
        car_model_name: nameOf.get(c.carModelId) ?? '',
        field: c.field,
        old_value: fromStoredValue(c.field, c.oldValue),
        new_value: fromStoredValue(c.field, c.newValue),
      })),
    };
  }
}
