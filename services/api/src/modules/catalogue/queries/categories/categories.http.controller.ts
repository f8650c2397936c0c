import type { CategoriesResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CustomerGroupQueryDto } from '../../shared/query-dtos';
import { parseCategoriesRequest } from './categories.request.dto';
import { CategoriesQuery } from './categories.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('public')
@Controller('api/v1/categories')
export class CategoriesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('cache-control', 'public, max-age=86400')
  @ApiOperation({ summary: 'Kategorien (Karosserieformen, Antriebe) mit seo_path' })
  @RespondsWith('CategoriesResponse')
  categories(@Query() query: CustomerGroupQueryDto): Promise<CategoriesResponse> {
    return this.queryBus.execute(new CategoriesQuery(parseCategoriesRequest(query)));
  }
}
