import type { MagazineCategoryResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { GetMagazineCategoryQuery } from './get-magazine-category.query';

@ApiTags('public')
@Controller('fe-api/v1/magazine')
export class GetMagazineCategoryHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':category')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Artikel einer Magazin-Kategorie (mobilitaet, ratgeber, autovorstellungen, leasing)' })
  @RespondsWith('MagazineCategoryResponse')
  category(@Param('category') category: string, @Query() _query: NoQueryDto): Promise<MagazineCategoryResponse> {
    return this.queryBus.execute(new GetMagazineCategoryQuery(category));
  }
}
