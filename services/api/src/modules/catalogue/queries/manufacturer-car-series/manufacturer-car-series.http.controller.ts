import type { CarSeriesDto } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RawQuery } from '../../shared/query-params';
import { parseCustomerGroupOnly } from './manufacturer-car-series.request.dto';
import { ManufacturerCarSeriesQuery } from './manufacturer-car-series.query';

@ApiTags('catalog')
@Controller('api/v1/catalog/manufacturers/:id/car_series')
export class ManufacturerCarSeriesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Baureihen einer Marke (id oder Kurzname)' })
  list(@Param('id') id: string, @Query() query: RawQuery): Promise<CarSeriesDto[]> {
    return this.queryBus.execute(new ManufacturerCarSeriesQuery(id, parseCustomerGroupOnly(query)));
  }
}
