import type { HotOffersResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RawQuery } from '../../shared/query-params';
import { parseHotOffersRequest } from './hot-offers.request.dto';
import { HotOffersQuery } from './hot-offers.query';

@ApiTags('public')
@Controller('api/v1/hot_offers')
export class HotOffersHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Top-Angebote' })
  hotOffers(@Query() query: RawQuery): Promise<HotOffersResponse> {
    return this.queryBus.execute(new HotOffersQuery(parseHotOffersRequest(query)));
  }
}
