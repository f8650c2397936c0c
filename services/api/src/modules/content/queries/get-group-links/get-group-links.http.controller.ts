import type { GroupLinksResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { GetGroupLinksQuery } from './get-group-links.query';

@ApiTags('public')
@Controller('fe-api/v1/content')
export class GetGroupLinksHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':x/group_links')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Verwandte Seiten einer Seite, gruppiert (Marken, Kategorien, Modelle)' })
  @RespondsWith('GroupLinksResponse')
  groupLinks(@Param('x') x: string, @Query() _query: NoQueryDto): Promise<GroupLinksResponse> {
    return this.queryBus.execute(new GetGroupLinksQuery(x));
  }
}
