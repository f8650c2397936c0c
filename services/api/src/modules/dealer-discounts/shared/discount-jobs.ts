import { randomUUID } from 'node:crypto';
import type { DiscountJobAccepted, JobActor, JobName, JobPayload } from '@autoleasing/contracts';
import type { JobQueues } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import { JOB_QUEUES_TOKEN } from '../../../core/tokens';
import type { DealerContext } from './dealer-access';

type DiscountJobName = Extract<JobName, 'discounts.update_all' | 'discounts.copy'>;

/**
 * update_all and copy (spec 7.1) run as BullMQ jobs (worker: processors/discounts): the answer is
 * 202 at once with the job id (progress at GET /api/v1/jobs/{id}) and the operation id its events carry.
 */
@Injectable()
export class DiscountJobs {
  constructor(@Inject(JOB_QUEUES_TOKEN) private readonly queues: JobQueues) {}

  async enqueue<N extends DiscountJobName>(name: N, context: DealerContext, payload: (operationId: string) => JobPayload<N>): Promise<DiscountJobAccepted> {
    const operationId = randomUUID();
    // The job id is the operation's: one operation is one job, whatever the retries.
    const jobId = await this.queues.enqueue(name, { payload: payload(operationId), requestedBy: context.actor, correlationId: operationId }, { key: operationId });
    return { job_id: jobId, operation_id: operationId };
  }
}

/** The events carry both identities: who asked, and the dealer an Admin acts for. */
export function jobActor(context: DealerContext): JobActor {
  return { userId: context.actor.userId, role: context.actor.role as JobActor['role'], actingForDealerId: context.dealerId };
}
