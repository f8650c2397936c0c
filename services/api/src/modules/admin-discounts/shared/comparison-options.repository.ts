import type { ComparisonOption, DiscountAuditUser } from '@autoleasing/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';

/** The choices of the comparison and the audit explorer: catalogue entries and staff that have discount data. */
@Injectable()
export class ComparisonOptionsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async manufacturersAndBanks(): Promise<{ manufacturers: (ComparisonOption & { slug: string })[]; banks: ComparisonOption[] }> {
    const [manufacturers, banks] = await Promise.all([
      this.pool.query<ComparisonOption & { slug: string }>(
        'SELECT m.id, m.name, m.slug FROM manufacturers m WHERE EXISTS (SELECT 1 FROM discount_comparison_rows r WHERE r.manufacturer_id = m.id) ORDER BY m.name',
      ),
      this.pool.query<ComparisonOption>('SELECT b.id, b.name FROM banks b WHERE EXISTS (SELECT 1 FROM discount_comparison_rows r WHERE r.bank_id = b.id) ORDER BY b.name'),
    ]);
    return { manufacturers: manufacturers.rows, banks: banks.rows };
  }

  async carSeries(manufacturerId: string): Promise<ComparisonOption[]> {
    const { rows } = await this.pool.query<ComparisonOption>('SELECT id, name FROM car_series WHERE manufacturer_id = $1 ORDER BY name, id', [manufacturerId]);
    return rows;
  }

  async carModels(manufacturerId: string, seriesId: string | undefined): Promise<ComparisonOption[]> {
    const params: unknown[] = [manufacturerId];
    const series = seriesId ? `AND car_series_id = $${params.push(seriesId)}` : '';
    const { rows } = await this.pool.query<ComparisonOption>(`SELECT id, name FROM car_models WHERE manufacturer_id = $1 ${series} ORDER BY name, id`, params);
    return rows;
  }

  /** Users who may have changed discounts (the audit explorer's user filter): staff and dealers, with names. */
  async auditUsers(): Promise<DiscountAuditUser[]> {
    const { rows } = await this.pool.query<DiscountAuditUser>(
      `SELECT id, coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), email) AS name, role, email FROM users WHERE role IN ('Admin', 'Dealer') ORDER BY role, name, email, id`,
    );
    return rows;
  }
}
