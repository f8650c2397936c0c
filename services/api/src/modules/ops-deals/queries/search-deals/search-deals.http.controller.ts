import type { OpsDealSearchResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { SearchDealsQuery } from './search-deals.query';
import { OpsDealSearchQueryDto } from './search-deals.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('admin')
@Controller('api/v1/admin/deals')
@RequiresLogin({ roles: ['Admin'] })
export class SearchDealsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('search')
  @ApiOperation({ summary: 'Deals ab Bestellabschluss mit Filtern (Statusgruppe, Status, Suche, Händler), 20 je Seite' })
  @RespondsWith('OpsDealSearchResponse')
  search(@Query() query: OpsDealSearchQueryDto): Promise<OpsDealSearchResponse> {
    return this.queryBus.execute(new SearchDealsQuery(query));
  }
}
