import type { JobResult } from '@autoleasing/contracts';
import { generateDemoData, type EventStore, type JobEnvelope } from '@autoleasing/infra';
import type { Job } from 'bullmq';
import type { Pool } from 'pg';

/**
 * Generates the catalogue's demo data. The generator upserts on deterministic ids, so a retried
 * job (after a crash halfway) converges to the same rows instead of duplicating them.
 */
export function demoDataGenerateProcessor(pool: Pool, eventStore: EventStore | undefined, secondFactorKey: Buffer) {
  return async (job: Job<JobEnvelope<'demo-data.generate'>>): Promise<JobResult<'demo-data.generate'>> => {
    let lastReported = -1;
    return generateDemoData({
      pool,
      // The demo dealer's discount events go to the store the worker appends to (EVENT_STORE).
      eventStore,
      size: job.data.payload.size,
      secondFactorKey,
      onProgress: async (percent: number) => {
        // Progress writes are Redis round trips: report whole percents only.
        const rounded = Math.floor(percent);
        if (rounded === lastReported) return;
        lastReported = rounded;
        await job.updateProgress(rounded);
      },
    });
  };
}
