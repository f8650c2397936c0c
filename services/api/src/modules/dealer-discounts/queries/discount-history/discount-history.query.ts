import type { CustomerGroup, DiscountCellField, DiscountHistoryResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

/** One page of a dealer's discount history; each filter is optional. */
export class DiscountHistoryQuery extends Query<DiscountHistoryResponse> {
  constructor(
    readonly dealerId: string,
    readonly page: number,
    readonly filters: {
      customerGroup?: CustomerGroup;
      bankId?: string;
      manufacturerId?: string;
      carModelId?: string;
      field?: DiscountCellField;
      userId?: string;
      from?: Date;
      to?: Date;
    },
  ) {
    super();
  }
}
