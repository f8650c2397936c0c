import type { JobStatusResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadableJobs } from '../../shared/readable-jobs';
import { GetJobStatusQuery } from './get-job-status.query';

@QueryHandler(GetJobStatusQuery)
export class GetJobStatusHandler implements IQueryHandler<GetJobStatusQuery> {
  constructor(private readonly jobs: ReadableJobs) {}

  async execute({ id, actor }: GetJobStatusQuery): Promise<JobStatusResponse> {
    return (await this.jobs.find(id, actor)).status;
  }
}
