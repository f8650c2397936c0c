import type { HotOffersResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CustomerGroupQueryDto } from '../../shared/query-dtos';
import { parseHotOffersRequest } from './hot-offers.request.dto';
import { HotOffersQuery } from './hot-offers.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('public')
@Controller('api/v1/hot_offers')
export class HotOffersHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Top-Angebote' })
  @RespondsWith('HotOffersResponse')
  hotOffers(@Query() query: CustomerGroupQueryDto): Promise<HotOffersResponse> {
    return this.queryBus.execute(new HotOffersQuery(parseHotOffersRequest(query)));
  }
}
