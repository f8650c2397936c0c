import type { CarSeriesDto } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CustomerGroupQueryDto } from '../../shared/query-dtos';
import { parseCustomerGroupOnly } from './manufacturer-car-series.request.dto';
import { ManufacturerCarSeriesQuery } from './manufacturer-car-series.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('catalog')
@Controller('api/v1/catalog/manufacturers/:id/car_series')
export class ManufacturerCarSeriesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Baureihen einer Marke (id oder Kurzname)' })
  @RespondsWith('CarSeriesList')
  list(@Param('id') id: string, @Query() query: CustomerGroupQueryDto): Promise<CarSeriesDto[]> {
    return this.queryBus.execute(new ManufacturerCarSeriesQuery(id, parseCustomerGroupOnly(query)));
  }
}
