import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ResumeJobHandler } from './commands/resume-job/resume-job.handler';
import { ResumeJobHttpController } from './commands/resume-job/resume-job.http.controller';
import { InitialDemoDataService } from './initial-demo-data/initial-demo-data.service';
import { GetJobStatusHandler } from './queries/get-job-status/get-job-status.handler';
import { GetJobStatusHttpController } from './queries/get-job-status/get-job-status.http.controller';
import { ReadableJobs } from './shared/readable-jobs';

/** Background jobs' status and resume for whoever may read them, and the first start's demo data. */
@Module({
  imports: [CqrsModule],
  controllers: [GetJobStatusHttpController, ResumeJobHttpController],
  providers: [ReadableJobs, GetJobStatusHandler, ResumeJobHandler, InitialDemoDataService],
})
export class JobsModule {}
