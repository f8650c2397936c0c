import type { FilterCarSeriesGroup } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RawQuery } from '../../shared/query-params';
import { parseFilterCarSeriesRequest } from './filter-car-series.request.dto';
import { FilterCarSeriesQuery } from './filter-car-series.query';

@ApiTags('catalog')
@Controller('api/v1/catalog/search_offers/car_series')
export class FilterCarSeriesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Baureihen mit Angeboten je Marke (Filter)' })
  carSeries(@Query() query: RawQuery): Promise<FilterCarSeriesGroup[]> {
    return this.queryBus.execute(new FilterCarSeriesQuery(parseFilterCarSeriesRequest(query)));
  }
}
