import type { AdminDealerDto } from '@autoleasing/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';

interface DealerRecord {
  id: string;
  name: string;
  city: string;
  slug: string;
  brand_slugs: string[];
}

export const dealerDto = (r: DealerRecord): AdminDealerDto => ({ id: r.id, full_name: `${r.name}, ${r.city}`, slug: r.slug, city: r.city, brand_slugs: r.brand_slugs });

/** Dealers as the admin screens list them: id and full_name (name and city). */
@Injectable()
export class AdminDealersRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async all(): Promise<AdminDealerDto[]> {
    const { rows } = await this.pool.query<DealerRecord>('SELECT id, name, city, slug, brand_slugs FROM dealers ORDER BY name, city, id');
    return rows.map(dealerDto);
  }

  /** Dealers with discount rows for the brand and/or bank (the comparison's dealer choice). */
  async withDiscounts(filter: { manufacturerId?: string; bankId?: string; customerGroup?: string }): Promise<AdminDealerDto[]> {
    const params: unknown[] = [];
    const clauses = ['r.dealer_id = d.id'];
    if (filter.manufacturerId) clauses.push(`r.manufacturer_id = $${params.push(filter.manufacturerId)}`);
    if (filter.bankId) clauses.push(`r.bank_id = $${params.push(filter.bankId)}`);
    if (filter.customerGroup) clauses.push(`r.customer_group = $${params.push(filter.customerGroup)}`);
    const { rows } = await this.pool.query<DealerRecord>(
      `SELECT d.id, d.name, d.city, d.slug, d.brand_slugs FROM dealers d
        WHERE EXISTS (SELECT 1 FROM discount_comparison_rows r WHERE ${clauses.join(' AND ')})
        ORDER BY d.name, d.city, d.id`,
      params,
    );
    return rows.map(dealerDto);
  }

  async byIds(ids: readonly string[]): Promise<AdminDealerDto[]> {
    const { rows } = await this.pool.query<DealerRecord>('SELECT id, name, city, slug, brand_slugs FROM dealers WHERE id = ANY($1::uuid[])', [ids]);
    const byId = new Map(rows.map((r) => [r.id, dealerDto(r)]));
    return ids.map((id) => byId.get(id)).filter((d): d is AdminDealerDto => d !== undefined);
  }
}
