import type { OfferCountResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RawQuery } from '../../shared/query-params';
import { parseCountOffersRequest } from './count-offers.request.dto';
import { CountOffersQuery } from './count-offers.query';

@ApiTags('catalog')
@Controller('api/v1/catalog/search_offers/count')
export class CountOffersHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Angebote zählen, nach Karosserieform oder Marke' })
  count(@Query() query: RawQuery): Promise<OfferCountResponse> {
    return this.queryBus.execute(new CountOffersQuery(parseCountOffersRequest(query)));
  }
}
