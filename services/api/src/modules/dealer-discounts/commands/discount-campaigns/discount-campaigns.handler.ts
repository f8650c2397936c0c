import type { Actor, CancelDiscountCampaignResponse, DiscountCampaignDto, DiscountCampaignsResponse, ScheduleDiscountCampaignResponse } from '@autoleasing/contracts';
import { fromStoredValue, type DiscountScope } from '@autoleasing/domain';
import { JobQueues, queueCampaignBoundaries } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { ReadYourWritesService } from '../../../../common/consistency/read-your-writes.service';
import { JOB_QUEUES_TOKEN, PG_POOL } from '../../../../core/tokens';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { DiscountTableStore } from '../../shared/discount-table-store';
import type { ScheduleDiscountCampaignRequestDto } from './discount-campaigns.request.dto';

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

/**
 * 'Kampagne planen' (issue 21 item 8): the decider checks the campaign (field, value, from < until,
 * not in the past, no overlap) and records it in the table's stream; its boundaries are queued as
 * delayed jobs the worker turns into start and end events (ADR 0005). Answers wait for the read
 * model, so the campaign list shows what was just scheduled or cancelled.
 */
@Injectable()
export class DiscountCampaignsHandler {
  constructor(
    private readonly repository: DealerDiscountsRepository,
    private readonly tables: DiscountTableStore,
    private readonly readYourWrites: ReadYourWritesService,
    @Inject(JOB_QUEUES_TOKEN) private readonly queues: JobQueues,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async schedule(scope: DiscountScope, actor: Actor, body: ScheduleDiscountCampaignRequestDto): Promise<ScheduleDiscountCampaignResponse> {
    const info = await this.repository.checkScope(scope.dealerId, scope.bankId, scope.manufacturerId);
    const layout = await this.tables.layout(scope.dealerId, scope.manufacturerId);
    const campaignId = body.campaign_id?.toLowerCase() ?? randomUUID();
    const result = await this.tables.execute(
      scope,
      {
        type: 'ScheduleDiscountCampaign',
        scope,
        campaignId,
        carModelIds: body.car_model_ids.map((id) => id.toLowerCase()),
        field: body.field,
        value: body.value,
        validFrom: body.valid_from,
        validUntil: body.valid_until,
        columns: { additionalDiscounts: layout.numberAdditionalDiscounts, collectedDiscounts: info.collectedColumns },
      },
      actor,
    );
    const campaign = result.after.campaigns.get(campaignId)!;
    await queueCampaignBoundaries(this.queues, { scope, campaignId, validFrom: campaign.validFrom, validUntil: campaign.validUntil, status: 'scheduled' });
    if (result.position) await this.readYourWrites.waitFor(result.position, ['dealer-discounts']);
    const [listed] = await this.records(scope, campaignId);
    return { campaign: toDto(listed), revision: result.after.revision };
  }

  async cancel(scope: DiscountScope, actor: Actor, campaignId: string): Promise<CancelDiscountCampaignResponse> {
    await this.repository.checkScope(scope.dealerId, scope.bankId, scope.manufacturerId);
    const result = await this.tables.execute(scope, { type: 'CancelDiscountCampaign', scope, campaignId: campaignId.toLowerCase() }, actor);
    if (result.position) await this.readYourWrites.waitFor(result.position, ['dealer-discounts']);
    const changedCells = result.events.reduce((n, event) => n + (event.type === 'DiscountCampaignCancelled' ? event.data.changes.length : 0), 0);
    return { campaign_id: campaignId.toLowerCase(), changed_cells: changedCells, revision: result.after.revision };
  }

  async list(scope: DiscountScope): Promise<DiscountCampaignsResponse> {
    await this.repository.checkScope(scope.dealerId, scope.bankId, scope.manufacturerId);
    return { campaigns: (await this.records(scope)).map(toDto) };
  }

  /** The table's campaigns still to come or running, and those that ended in the last 30 days. */
  private async records(scope: DiscountScope, campaignId?: string): Promise<CampaignRecord[]> {
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
    return rows;
  }
}
