import type { CarSeriesDetailDto } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CustomerGroupQueryDto } from '../../shared/query-dtos';
import { parseCarSeriesDetailRequest } from './car-series-detail.request.dto';
import { CarSeriesDetailQuery } from './car-series-detail.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('catalog')
@Controller('api/v1/catalog/manufacturers/:id/car_series/:slug')
export class CarSeriesDetailHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Eine Baureihe mit ihren Modellen' })
  @RespondsWith('CarSeriesDetailDto')
  detail(@Param('id') id: string, @Param('slug') slug: string, @Query() query: CustomerGroupQueryDto): Promise<CarSeriesDetailDto> {
    const request = parseCarSeriesDetailRequest(slug, query);
    return this.queryBus.execute(new CarSeriesDetailQuery(id, request.slug, request.customerGroup));
  }
}
