import type { TrimLevelDto } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { carSeriesSlugsOf, TrimLevelsQueryDto } from './trim-levels.request.dto';
import { TrimLevelsQuery } from './trim-levels.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('catalog')
@Controller('api/v1/catalog/manufacturers/:id/car_series/trim_levels')
export class TrimLevelsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Ausstattungslinien der Baureihen einer Marke' })
  @RespondsWith('TrimLevelList')
  // The bracket forms of the group keys are read by the DTO's rest parser, which OpenAPI cannot see.
  @ApiQuery({ name: 'customer_group[]', required: false, type: String, description: 'Wie customer_group' })
  @ApiQuery({ name: 'customer_type[]', required: false, type: String, description: 'Wie customer_type' })
  list(@Param('id') id: string, @Query() query: TrimLevelsQueryDto): Promise<TrimLevelDto[]> {
    return this.queryBus.execute(new TrimLevelsQuery(id, carSeriesSlugsOf(query)));
  }
}
