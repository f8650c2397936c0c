import type { FilterCarSeriesGroup } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { FilterCarSeriesQueryDto } from './filter-car-series.request.dto';
import { FilterCarSeriesQuery } from './filter-car-series.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOfferFilters } from '../../shared/query-dtos';

@ApiTags('catalog')
@Controller('api/v1/catalog/search_offers/car_series')
export class FilterCarSeriesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Baureihen mit Angeboten je Marke (Filter)' })
  @RespondsWith('FilterCarSeriesList')
  @ApiOfferFilters()
  carSeries(@Query() query: FilterCarSeriesQueryDto): Promise<FilterCarSeriesGroup[]> {
    return this.queryBus.execute(new FilterCarSeriesQuery(query.filter));
  }
}
