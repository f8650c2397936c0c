import type { JobStatusResponse } from '@autoleasing/contracts';
import { ruleViolated } from '@autoleasing/domain';
import type { JobQueues } from '@autoleasing/infra';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { JOB_QUEUES_TOKEN } from '../../../../core/tokens';
import { ReadableJobs } from '../../shared/readable-jobs';
import { ResumeJobCommand } from './resume-job.command';

/** Whoever may read the job may resume it (issue 19). */
@CommandHandler(ResumeJobCommand)
export class ResumeJobHandler implements ICommandHandler<ResumeJobCommand> {
  constructor(
    private readonly jobs: ReadableJobs,
    @Inject(JOB_QUEUES_TOKEN) private readonly queues: JobQueues,
  ) {}

  async execute({ id, actor }: ResumeJobCommand): Promise<JobStatusResponse> {
    const { job } = await this.jobs.find(id, actor);
    const resumed = await this.queues.resume(job);
    if (!resumed) throw ruleViolated('job_not_resumable', 'Dieser Auftrag läuft noch, ist abgeschlossen oder kann nicht fortgesetzt werden.');
    return resumed;
  }
}
