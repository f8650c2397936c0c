import type { Actor, JobStatusResponse } from '@autoleasing/contracts';
import { notFound } from '@autoleasing/domain';
import { canReadJob, type JobQueues } from '@autoleasing/infra';
import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequestActor } from '../../common/http/request-actor.decorator';
import { JOB_QUEUES_TOKEN } from '../../core/tokens';

const JOB_NOT_FOUND = 'Der Auftrag wurde nicht gefunden.';

@ApiTags('jobs')
@Controller('api/v1/jobs')
export class JobsController {
  constructor(@Inject(JOB_QUEUES_TOKEN) private readonly queues: JobQueues) {}

  /** State, progress (0–100), result and error of a background job; the web polls it for progress bars. */
  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Status eines Hintergrundauftrags' })
  @ApiOkResponse({ description: 'state, progress, result, error' })
  async status(@Param('id') id: string, @RequestActor() actor: Actor): Promise<JobStatusResponse> {
    if (id.length > 200) throw notFound('job_not_found', JOB_NOT_FOUND);
    const found = await this.queues.status(id);
    // Someone else's job answers exactly like a missing one: ids are not a way to probe.
    if (!found || !canReadJob(actor, found.job.data.requestedBy)) throw notFound('job_not_found', JOB_NOT_FOUND);
    return found.status;
  }
}
