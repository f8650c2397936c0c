import type { JobResult } from '@autoleasing/contracts';
import { discountTableDecider, discountTableStreamId, type DiscountTableCommand } from '@autoleasing/domain';
import { campaignSchedulerActor, CommandHandler, type EventStore, type JobEnvelope } from '@autoleasing/infra';
import type { Job } from 'bullmq';
import type { Pool } from 'pg';

/** Refusals that mean "this boundary already happened or no longer applies": the job is done. */
const SETTLED = new Set(['discount_campaign_not_scheduled', 'discount_campaign_finished', 'discount_campaign_not_found']);

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

/**
 * Appends a campaign's start or end event at its boundary (ADR 0005), through the one command
 * handler like any command (docs/adr/0006-one-command-path.md): under the table's stream lock,
 * fold, decide with the worker's clock, append. A boundary not yet due (a job a little early)
 * fails and BullMQ retries it; one already settled (a second start, a cancelled campaign)
 * completes without events.
 */
export function campaignBoundaryProcessor(eventStore: EventStore, pool: Pool, now: () => Date = () => new Date()) {
  const commands = new CommandHandler(eventStore, pool);
  return async (job: Job<JobEnvelope<'discounts.campaign_boundary'>>): Promise<JobResult<'discounts.campaign_boundary'>> => {
    const { scope, campaignId, boundary } = job.data.payload;
    const command: DiscountTableCommand = { type: boundary === 'start' ? 'StartDiscountCampaign' : 'EndDiscountCampaign', scope, campaignId };
    const metadata = { actor: campaignSchedulerActor(scope.dealerId), correlationId: job.data.correlationId, causationId: String(job.id) };
    try {
      const { events } = await commands.execute(discountTableStreamId(scope), discountTableDecider, command, { metadata, now });
      const changedCells = events.reduce((n, event) => n + ('changes' in event.data ? event.data.changes.length : 0), 0);
      return { applied: true, changedCells };
    } catch (error) {
      if (SETTLED.has(codeOf(error) ?? '')) return { applied: false, changedCells: 0 };
      throw error;
    }
  };
}
