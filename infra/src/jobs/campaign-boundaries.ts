import { CAMPAIGN_SCHEDULER_USER_ID, type CampaignJobScope } from '@autoleasing/contracts';
import type { Pool } from 'pg';
import type { JobQueues } from './job-queues';

/** A campaign whose boundaries are still to come (discount_campaigns, status scheduled or active). */
export interface PendingCampaign {
  scope: CampaignJobScope;
  campaignId: string;
  validFrom: string;
  validUntil: string;
  status: 'scheduled' | 'active';
}

/** Boundary jobs run as the system; the dealer the campaign belongs to is named. */
export const campaignSchedulerActor = (dealerId: string) => ({ userId: CAMPAIGN_SCHEDULER_USER_ID, role: 'System' as const, actingForDealerId: dealerId });

/**
 * Queues the campaign's start (unless it already ran) and end as delayed jobs. A boundary already
 * passed (the worker was down) is queued without delay, so it fires at once. Keys are per campaign
 * and boundary, so the api's scheduling and every worker start's catch-up queue each job once;
 * a job that fires anyway for a campaign already started, ended or cancelled is refused by the
 * decider and completes without an event.
 */
export async function queueCampaignBoundaries(queues: JobQueues, campaign: PendingCampaign, now = Date.now()): Promise<void> {
  const boundaries = campaign.status === 'scheduled' ? (['start', 'end'] as const) : (['end'] as const);
  for (const boundary of boundaries) {
    const at = Date.parse(boundary === 'start' ? campaign.validFrom : campaign.validUntil);
    await queues.enqueue(
      'discounts.campaign_boundary',
      { payload: { scope: campaign.scope, campaignId: campaign.campaignId, boundary }, requestedBy: campaignSchedulerActor(campaign.scope.dealerId), correlationId: campaign.campaignId },
      { key: `${campaign.campaignId}-${boundary}`, delay: Math.max(0, at - now), attempts: 10, backoff: { type: 'exponential', delay: 500 } },
    );
  }
}

/** Campaigns still scheduled or running, from the dealer-discounts read model (the worker's catch-up). */
export async function pendingCampaigns(pool: Pool): Promise<PendingCampaign[]> {
  const { rows } = await pool.query<{
    campaign_id: string;
    dealer_id: string;
    customer_group: 'b2b' | 'b2c';
    bank_id: string;
    manufacturer_id: string;
    valid_from: Date;
    valid_until: Date;
    status: 'scheduled' | 'active';
  }>(`SELECT campaign_id, dealer_id, customer_group, bank_id, manufacturer_id, valid_from, valid_until, status
        FROM discount_campaigns WHERE status IN ('scheduled', 'active') ORDER BY valid_from`);
  return rows.map((r) => ({
    scope: { dealerId: r.dealer_id, customerGroup: r.customer_group, bankId: r.bank_id, manufacturerId: r.manufacturer_id },
    campaignId: r.campaign_id,
    validFrom: new Date(r.valid_from).toISOString(),
    validUntil: new Date(r.valid_until).toISOString(),
    status: r.status,
  }));
}
