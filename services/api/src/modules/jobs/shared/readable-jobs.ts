import type { Actor } from '@autoleasing/contracts';
import { notFound } from '@autoleasing/domain';
import { canReadJob, type JobQueues } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import { JOB_QUEUES_TOKEN } from '../../../core/tokens';

const JOB_NOT_FOUND = 'Der Auftrag wurde nicht gefunden.';

export type ReadableJob = NonNullable<Awaited<ReturnType<JobQueues['status']>>>;

/** The jobs an actor may see: their own, or any for the roles that read all (canReadJob). */
@Injectable()
export class ReadableJobs {
  constructor(@Inject(JOB_QUEUES_TOKEN) private readonly queues: JobQueues) {}

  async find(id: string, actor: Actor): Promise<ReadableJob> {
    if (id.length > 200) throw notFound('job_not_found', JOB_NOT_FOUND);
    const found = await this.queues.status(id);
    // Someone else's job answers exactly like a missing one: ids are not a way to probe.
    if (!found || !canReadJob(actor, found.job.data.requestedBy)) throw notFound('job_not_found', JOB_NOT_FOUND);
    return found;
  }
}
