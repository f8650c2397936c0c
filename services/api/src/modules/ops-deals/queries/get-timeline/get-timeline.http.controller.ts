import type { OpsDealTimelineResponse } from '@autoleasing/contracts';
import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { GetTimelineQuery } from './get-timeline.query';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('admin')
@Controller('api/v1/admin/deals')
@RequiresLogin({ roles: ['Admin'] })
export class GetTimelineHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id/timeline')
  @ApiOperation({ summary: 'Verlauf eines Deals: jedes Ereignis mit Zeitpunkt und handelnder Person' })
  @RespondsWith('OpsDealTimelineResponse')
  timeline(@Param('id', ParseUUIDPipe) id: string, @Query() _query: NoQueryDto): Promise<OpsDealTimelineResponse> {
    return this.queryBus.execute(new GetTimelineQuery(id));
  }
}
