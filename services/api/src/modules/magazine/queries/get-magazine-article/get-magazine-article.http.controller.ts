import type { MagazineArticleResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { GetMagazineArticleQuery } from './get-magazine-article.query';

@ApiTags('public')
@Controller('fe-api/v1/magazine')
export class GetMagazineArticleHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':category/:slug')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Ein Magazin-Artikel' })
  @RespondsWith('MagazineArticleResponse')
  article(@Param('category') category: string, @Param('slug') slug: string, @Query() _query: NoQueryDto): Promise<MagazineArticleResponse> {
    return this.queryBus.execute(new GetMagazineArticleQuery(category, slug));
  }
}
