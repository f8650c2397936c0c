import type { Actor, JobStatusResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequestActor } from '../../../../common/http/request-actor.decorator';
import { GetJobStatusQuery } from './get-job-status.query';

@ApiTags('jobs')
@Controller('api/v1/jobs')
export class GetJobStatusHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  /** State, progress (0–100), result and error of a background job; the web polls it for progress bars. */
  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Status eines Hintergrundauftrags' })
  @RespondsWith('JobStatusResponse', { description: 'state, progress, result, error' })
  status(@Param('id') id: string, @RequestActor() actor: Actor, @Query() _query: NoQueryDto): Promise<JobStatusResponse> {
    return this.queryBus.execute(new GetJobStatusQuery(id, actor));
  }
}
