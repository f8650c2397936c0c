import { ADDITIONAL_DISCOUNT_FIELDS, CUSTOMER_GROUPS, type ColumnCheckerResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { CheckLayoutColumnQuery } from './check-layout-column.query';

@QueryHandler(CheckLayoutColumnQuery)
export class CheckLayoutColumnHandler implements IQueryHandler<CheckLayoutColumnQuery> {
  constructor(private readonly repository: DealerDiscountsRepository) {}

  async execute({ dealerId, manufacturerId }: CheckLayoutColumnQuery): Promise<ColumnCheckerResponse> {
    await this.repository.checkScope(dealerId, null, manufacturerId);
    const last = ADDITIONAL_DISCOUNT_FIELDS[(await this.repository.layout(dealerId, manufacturerId)) - 1];
    // The layout is per brand: removing the column clears it in every bank and customer group.
    const [counts, banks] = await Promise.all([this.repository.columnValuesByTable(dealerId, manufacturerId, last), this.repository.banks(dealerId)]);
    const tables = banks.flatMap((bank) =>
      CUSTOMER_GROUPS.map((group) => ({ customer_group: group, bank_id: bank.id, bank_name: bank.name, values: counts.get(`${group}|${bank.id}`) ?? 0 })),
    );
    return { data_exists: [...counts.values()].some((n) => n > 0), tables };
  }
}
