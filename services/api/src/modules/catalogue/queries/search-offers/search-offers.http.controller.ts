import type { SearchOffersResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RawQuery } from '../../shared/query-params';
import { parseSearchOffersRequest } from './search-offers.request.dto';
import { SearchOffersQuery } from './search-offers.query';

@ApiTags('catalog')
@Controller('api/v1/catalog/search_offers')
export class SearchOffersHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('cache-control', 'public, max-age=60')
  @ApiOperation({ summary: 'Angebote suchen (level_one nach Baureihe gruppiert, level_two einzelne Angebote)' })
  @ApiOkResponse({ description: 'results und meta { total_count, page, page_count, equipment_categories }' })
  search(@Query() query: RawQuery): Promise<SearchOffersResponse> {
    return this.queryBus.execute(new SearchOffersQuery(parseSearchOffersRequest(query)));
  }
}
