import type { DiscountCampaignDto } from '@autoleasing/contracts';
import { fromStoredValue, type DiscountScope } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';

interface CampaignRecord {
  campaign_id: string;
  car_model_ids: string[];
  field: DiscountCampaignDto['field'];
  value: string;
  valid_from: Date;
  valid_until: Date;
  status: DiscountCampaignDto['status'];
  scheduled_by_user_id: string;
  scheduled_by_name: string | null;
  scheduled_at: Date;
}

const toDto = (r: CampaignRecord): DiscountCampaignDto => ({
  campaign_id: r.campaign_id,
  car_model_ids: r.car_model_ids,
  field: r.field,
  value: fromStoredValue(r.field, Number(r.value)),
  valid_from: new Date(r.valid_from).toISOString(),
  valid_until: new Date(r.valid_until).toISOString(),
  status: r.status,
  scheduled_by_user_id: r.scheduled_by_user_id,
  scheduled_by_name: r.scheduled_by_name,
  scheduled_at: new Date(r.scheduled_at).toISOString(),
});

/** The campaign list's read model: the list query and the schedule answer show the same rows. */
@Injectable()
export class DiscountCampaignsReader {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The table's campaigns still to come or running, and those that ended in the last 30 days. */
  async campaigns(scope: DiscountScope, campaignId?: string): Promise<DiscountCampaignDto[]> {
    const { rows } = await this.pool.query<CampaignRecord>(
      `SELECT c.campaign_id, c.car_model_ids, c.field, c.value, c.valid_from, c.valid_until, c.status, c.scheduled_by_user_id,
              nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS scheduled_by_name, c.scheduled_at
         FROM discount_campaigns c LEFT JOIN users u ON u.id::text = c.scheduled_by_user_id
        WHERE c.dealer_id = $1 AND c.customer_group = $2 AND c.bank_id = $3 AND c.manufacturer_id = $4
          AND ($5::uuid IS NULL OR c.campaign_id = $5)
          AND (c.status IN ('scheduled', 'active') OR c.updated_at > now() - interval '30 days')
        ORDER BY c.valid_from, c.campaign_id
        LIMIT 200`,
      [scope.dealerId, scope.customerGroup, scope.bankId, scope.manufacturerId, campaignId ?? null],
    );
    return rows.map(toDto);
  }
}
