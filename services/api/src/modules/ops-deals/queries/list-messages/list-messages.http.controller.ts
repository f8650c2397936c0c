import type { OpsDealMessageDto } from '@autoleasing/contracts';
import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { ListMessagesQuery } from './list-messages.query';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('admin')
@Controller('api/v1/admin/deals')
@RequiresLogin({ roles: ['Admin'] })
export class ListMessagesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id/messages')
  @ApiOperation({ summary: 'Nachrichten eines Deals (Kunde und Team), älteste zuerst' })
  @RespondsWith('OpsDealMessageList')
  thread(@Param('id', ParseUUIDPipe) id: string, @Query() _query: NoQueryDto): Promise<OpsDealMessageDto[]> {
    return this.queryBus.execute(new ListMessagesQuery(id));
  }
}
