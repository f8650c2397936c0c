import { validateRelativeAdd, type DiscountFilters, type UpdateAllDiscount, type UpdateAllPreviewResponse } from '@autoleasing/contracts';
import { fromStoredValue, previewRelativeChange, type DiscountScope } from '@autoleasing/domain';
import { Injectable } from '@nestjs/common';
import { parseQueryDto } from '../../../common/http/query-dto';
import { invalidParameter, type RawQuery } from '../../../common/http/query-parameters';
import { parseUpdateAllDiscount } from './bulk-discount';
import type { DealerContext } from './dealer-access';
import { DealerDiscountsRepository } from './dealer-discounts.repository';
import type { UpdateAllRequestDto } from './discount-bulk.request.dto';
import { DiscountFiltersQueryDto, filtersOf } from './query-dtos';

type RelativeDiscount = Extract<UpdateAllDiscount, { add: number }>;

/** An update_all request checked against the dealer's scope, ready to queue or preview. */
interface CheckedUpdateAll {
  context: DealerContext;
  scope: DiscountScope;
  filters: DiscountFilters | undefined;
  excluded: string[];
  discount: UpdateAllDiscount;
}

export const isRelative = (discount: UpdateAllDiscount): discount is RelativeDiscount => 'add' in discount;

/** The checks update_all and its preview share: the same body must pass the same way in both. */
@Injectable()
export class UpdateAllCheck {
  constructor(private readonly repository: DealerDiscountsRepository) {}

  /** Scope, columns, discount object and filters of an update_all body, as queue and preview need them. */
  async check(context: DealerContext, body: UpdateAllRequestDto): Promise<CheckedUpdateAll> {
    const bankId = body.bank_id.toLowerCase();
    const manufacturerId = body.manufacturer_id.toLowerCase();
    const info = await this.repository.checkScope(context.dealerId, bankId, manufacturerId);
    const additional = await this.repository.layout(context.dealerId, manufacturerId);
    const discount = parseUpdateAllDiscount(body.discount, { additionalDiscounts: additional, collectedDiscounts: info.collectedColumns });
    return {
      context,
      scope: { dealerId: context.dealerId, customerGroup: body.customer_group, bankId, manufacturerId },
      filters: parseFilters(body.filters),
      excluded: [...new Set(body.exclude_car_model_ids.map((v) => v.toLowerCase()))],
      discount,
    };
  }

  /** The relative change on the rows it targets, from the read model (the worker decides again on the stream). */
  async preview(checked: CheckedUpdateAll, discount: RelativeDiscount): Promise<UpdateAllPreviewResponse> {
    const { field } = discount;
    const rows = await this.repository.cellValues(checked.scope, checked.filters ?? {}, checked.excluded, field);
    const add = validateRelativeAdd(field, discount.add);
    const preview = previewRelativeChange(field, add.ok ? add.value : 0, rows.map((row) => ({ carModelId: row.car_model_id, value: row.value })));
    const api = (value: number) => fromStoredValue(field, value) as number;
    const range = (r: { min: number; max: number } | null) => (r ? { min: api(r.min), max: api(r.max) } : null);
    const names = new Map(rows.map((row) => [row.car_model_id, row.car_model_name]));
    return {
      field,
      rows_affected: preview.rowsAffected,
      rows_skipped: preview.rowsSkipped,
      before: range(preview.before),
      after: range(preview.after),
      invalid_rows: preview.invalid.map((row) => ({
        car_model_id: row.carModelId,
        car_model_name: names.get(row.carModelId) ?? '',
        value: api(row.before),
        result: api(row.after),
        message: row.problem.message,
      })),
    };
  }
}

/** The table's filters as the GET takes them in the URL query, with the same checks. */
function parseFilters(raw: DiscountFilters | undefined): DiscountFilters | undefined {
  if (raw === undefined) return undefined;
  const query = raw as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) {
    const ok = typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
    if (!ok) throw invalidParameter(key);
  }
  return filtersOf(parseQueryDto(DiscountFiltersQueryDto, query as RawQuery));
}
