import type { OfferCountResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { countOffersRequestOf, CountOffersQueryDto } from './count-offers.request.dto';
import { CountOffersQuery } from './count-offers.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOfferFilters } from '../../shared/query-dtos';

@ApiTags('catalog')
@Controller('api/v1/catalog/search_offers/count')
export class CountOffersHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Angebote zählen, nach Karosserieform oder Marke' })
  @RespondsWith('OfferCountResponse')
  @ApiOfferFilters()
  count(@Query() query: CountOffersQueryDto): Promise<OfferCountResponse> {
    return this.queryBus.execute(new CountOffersQuery(countOffersRequestOf(query)));
  }
}
