import type { Actor, JobStatusResponse } from '@autoleasing/contracts';
import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { ResumeJobCommand } from './resume-job.command';

@ApiTags('jobs')
@Controller('api/v1/jobs')
export class ResumeJobHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * Lets a failed bulk job go on from where it stopped (issue 19): whoever may read the job may
   * resume it. Rows the job changed before stay changed; the run changes only the others.
   */
  @Post(':id/resume')
  @HttpCode(202)
  @ApiOperation({ summary: 'Abgebrochenen Hintergrundauftrag fortsetzen' })
  @RespondsWith('JobStatusResponse', { status: 202, description: 'state (waiting), progress so far' })
  resume(@Param('id') id: string, @RequestActor() actor: Actor): Promise<JobStatusResponse> {
    return this.commandBus.execute(new ResumeJobCommand(id, actor));
  }
}
