import { collectedDiscountLabels, type DiscountFilters, discountRowState, type DiscountTableColumns } from '@autoleasing/contracts';
import { type DiscountScope, type DiscountTableState } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { DealerDiscountsRepository } from '../shared/dealer-discounts.repository';
import { DiscountTableStore } from '../shared/discount-table-store';
import { sheetColumns, type SheetColumn, type SheetRow } from './discount-sheet';

/** A table as export and import see it: the decider's current state, its columns and car models. */
export interface SheetTable {
  names: { dealer: string; bank: string; brand: string };
  columns: SheetColumn[];
  tableColumns: DiscountTableColumns;
  rows: SheetRow[];
  state: DiscountTableState;
}

/**
 * Reads a table for the spreadsheet round trip from the table's folded events (the state a save
 * or an import is decided on, kept in memory by DiscountTableStore), not from the read model: the
 * dry run compares the file with exactly the values an apply would change, at one revision.
 */
@Injectable()
export class DiscountSheetSource {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly repository: DealerDiscountsRepository,
    private readonly tables: DiscountTableStore,
  ) {}

  async load(scope: DiscountScope, filters: DiscountFilters = {}): Promise<SheetTable> {
    const info = await this.repository.checkScope(scope.dealerId, scope.bankId, scope.manufacturerId);
    const [loaded, layout, models, names] = await Promise.all([
      this.tables.load(scope),
      this.tables.layout(scope.dealerId, scope.manufacturerId),
      this.repository.carModels(scope, { ...filters, state: undefined }),
      this.names(scope),
    ]);
    const labels = collectedDiscountLabels(info.manufacturerSlug);
    const wanted = filters.state;
    const rows: SheetRow[] = [];
    for (const model of models) {
      const cells = loaded.state.rows.get(model.car_model_id)?.cells ?? {};
      if (wanted?.length && !wanted.includes(discountRowState(cells))) continue;
      rows.push({ carModelId: model.car_model_id, brandName: names.brand, seriesName: model.car_series_name, modelName: model.car_model_name, cells });
    }
    return {
      names,
      columns: sheetColumns(layout.numberAdditionalDiscounts, labels),
      tableColumns: { additionalDiscounts: layout.numberAdditionalDiscounts, collectedDiscounts: labels.length },
      rows,
      state: loaded.state,
    };
  }

  private async names(scope: DiscountScope): Promise<SheetTable['names']> {
    const { rows } = await this.pool.query<SheetTable['names']>(
      `SELECT (SELECT name FROM dealers WHERE id = $1) AS dealer, (SELECT name FROM banks WHERE id = $2) AS bank, (SELECT name FROM manufacturers WHERE id = $3) AS brand`,
      [scope.dealerId, scope.bankId, scope.manufacturerId],
    );
    const { dealer, bank, brand } = rows[0];
    return { dealer: dealer ?? '', bank: bank ?? '', brand: brand ?? '' };
  }
}
