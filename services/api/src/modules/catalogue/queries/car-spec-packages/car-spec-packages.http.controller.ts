import type { PackagesResponse } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CarSpecPackagesQueryDto, parseCarSpecPackagesRequest } from './car-spec-packages.request.dto';
import { CarSpecPackagesQuery } from './car-spec-packages.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('public')
@Controller('api/v1/car_specs/:id/packages')
export class CarSpecPackagesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Vorkonfigurierte Pakete desselben Modells' })
  @RespondsWith('PackagesResponse')
  packages(@Param('id') id: string, @Query() query: CarSpecPackagesQueryDto): Promise<PackagesResponse> {
    return this.queryBus.execute(new CarSpecPackagesQuery(parseCarSpecPackagesRequest(id, query)));
  }
}
