import type { JobResult } from '@autoleasing/contracts';
import { discountTableDecider, discountTableStreamId, evolveAll, type DiscountTableCommand, type DiscountTableEvent } from '@autoleasing/domain';
import { campaignSchedulerActor, type EventStore, type JobEnvelope } from '@autoleasing/infra';
import type { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';

/** Refusals that mean "this boundary already happened or no longer applies": the job is done. */
const SETTLED = new Set(['discount_campaign_not_scheduled', 'discount_campaign_finished', 'discount_campaign_not_found']);
const MAX_RETRIES = 5;

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

/**
 * Appends a campaign's start or end event at its boundary (ADR 0005), through the table's decider
 * like any command: read, fold, decide with the worker's clock, append at the expected revision,
 * decide again after a lost race. A boundary not yet due (a job a little early) fails and BullMQ
 * retries it; one already settled (a second start, a cancelled campaign) completes without events.
 */
export function campaignBoundaryProcessor(eventStore: EventStore, now: () => Date = () => new Date()) {
  return async (job: Job<JobEnvelope<'discounts.campaign_boundary'>>): Promise<JobResult<'discounts.campaign_boundary'>> => {
    const { scope, campaignId, boundary } = job.data.payload;
    const streamId = discountTableStreamId(scope);
    const command: DiscountTableCommand = { type: boundary === 'start' ? 'StartDiscountCampaign' : 'EndDiscountCampaign', scope, campaignId };
    for (let attempt = 0; ; attempt++) {
      const recorded = await eventStore.readStream(streamId);
      const state = evolveAll(
        discountTableDecider.initialState(),
        recorded.map((e) => ({ type: e.type, data: e.data }) as DiscountTableEvent),
      );
      const at = now();
      let decided: DiscountTableEvent[];
      try {
        decided = discountTableDecider.decide(command, state, { now: at, newId: randomUUID });
      } catch (error) {
        if (SETTLED.has(codeOf(error) ?? '')) return { applied: false, changedCells: 0 };
        throw error;
      }
      const metadata = { actor: campaignSchedulerActor(scope.dealerId), correlationId: job.data.correlationId, causationId: String(job.id), occurredAt: at.toISOString() };
      try {
        await eventStore.append(
          streamId,
          decided.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
          { expectedRevision: recorded.length ? recorded[recorded.length - 1].revision : 'no_stream' },
        );
        const changedCells = decided.reduce((n, event) => n + ('changes' in event.data ? event.data.changes.length : 0), 0);
        return { applied: true, changedCells };
      } catch (error) {
        if (codeOf(error) !== 'wrong_expected_version' || attempt >= MAX_RETRIES) throw error;
      }
    }
  };
}
