import type { CarModelResponse } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CarModelQueryDto, parseCarModelRequest } from './car-model.request.dto';
import { CarModelQuery } from './car-model.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('catalog')
@Controller('api/v1/catalog/car_models/:id')
export class CarModelHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Ein Modell mit Angebotsanzahl (inventory_type, include=car_series)' })
  @RespondsWith('CarModelResponse')
  detail(@Param('id') id: string, @Query() query: CarModelQueryDto): Promise<CarModelResponse> {
    return this.queryBus.execute(new CarModelQuery(parseCarModelRequest(id, query)));
  }
}
