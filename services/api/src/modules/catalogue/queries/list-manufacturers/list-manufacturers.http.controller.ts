import type { ManufacturerDto } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RawQuery } from '../../shared/query-params';
import { parseListManufacturersRequest } from './list-manufacturers.request.dto';
import { ListManufacturersQuery } from './list-manufacturers.query';

@ApiTags('catalog')
@Controller('api/v1/catalog/manufacturers')
export class ListManufacturersHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Marken mit günstigster Rate je Kundengruppe' })
  list(@Query() query: RawQuery): Promise<ManufacturerDto[]> {
    return this.queryBus.execute(new ListManufacturersQuery(parseListManufacturersRequest(query).withOffersOnly));
  }
}
