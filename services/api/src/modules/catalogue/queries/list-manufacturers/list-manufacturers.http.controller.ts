import type { ManufacturerDto } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListManufacturersQueryDto, parseListManufacturersRequest } from './list-manufacturers.request.dto';
import { ListManufacturersQuery } from './list-manufacturers.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('catalog')
@Controller('api/v1/catalog/manufacturers')
export class ListManufacturersHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Marken mit günstigster Rate je Kundengruppe' })
  @RespondsWith('ManufacturerList')
  list(@Query() query: ListManufacturersQueryDto): Promise<ManufacturerDto[]> {
    return this.queryBus.execute(new ListManufacturersQuery(parseListManufacturersRequest(query).withOffersOnly));
  }
}
