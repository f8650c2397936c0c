import type { Actor, JobStatusResponse } from '@autoleasing/contracts';
import { notFound, ruleViolated } from '@autoleasing/domain';
import { canReadJob, type JobQueues } from '@autoleasing/infra';
import { Controller, Get, Header, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../common/openapi/response-schemas';
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
  @RespondsWith('JobStatusResponse', { description: 'state, progress, result, error' })
  async status(@Param('id') id: string, @RequestActor() actor: Actor): Promise<JobStatusResponse> {
    return (await this.readable(id, actor)).status;
  }

  /**
   * Lets a failed bulk job go on from where it stopped (issue 19): whoever may read the job may
   * resume it. Rows the job changed before stay changed; the run changes only the others.
   */
  @Post(':id/resume')
  @HttpCode(202)
  @ApiOperation({ summary: 'Abgebrochenen Hintergrundauftrag fortsetzen' })
  @RespondsWith('JobStatusResponse', { status: 202, description: 'state (waiting), progress so far' })
  async resume(@Param('id') id: string, @RequestActor() actor: Actor): Promise<JobStatusResponse> {
    const { job } = await this.readable(id, actor);
    const resumed = await this.queues.resume(job);
    if (!resumed) throw ruleViolated('job_not_resumable', 'Dieser Auftrag läuft noch, ist abgeschlossen oder kann nicht fortgesetzt werden.');
    return resumed;
  }

  private async readable(id: string, actor: Actor) {
    if (id.length > 200) throw notFound('job_not_found', JOB_NOT_FOUND);
    const found = await this.queues.status(id);
    // Someone else's job answers exactly like a missing one: ids are not a way to probe.
    if (!found || !canReadJob(actor, found.job.data.requestedBy)) throw notFound('job_not_found', JOB_NOT_FOUND);
    return found;
  }
}
