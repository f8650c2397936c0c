import type { MagazineArticleResponse, MagazineCategoryResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../common/openapi/response-schemas';
import { NoQueryDto } from '../../../common/http/query-dto';
import { articleNotFound, categoryNotFound } from '../shared/content-errors';
import { isMagazineCategory, MAGAZINE_CATEGORIES } from './magazine-categories';
import { MagazineRepository } from './magazine.repository';

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

@ApiTags('public')
@Controller('fe-api/v1/magazine')
export class MagazineHttpController {
  constructor(private readonly articles: MagazineRepository) {}

  @Get(':category')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Artikel einer Magazin-Kategorie (mobilitaet, ratgeber, autovorstellungen, leasing)' })
  @RespondsWith('MagazineCategoryResponse')
  async category(@Param('category') category: string, @Query() _query: NoQueryDto): Promise<MagazineCategoryResponse> {
    if (!isMagazineCategory(category)) throw categoryNotFound();
    return {
      category: { slug: category, ...MAGAZINE_CATEGORIES[category], url: `/magazin/${category}` },
      articles: await this.articles.list(category),
    };
  }

  @Get(':category/:slug')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Ein Magazin-Artikel' })
  @RespondsWith('MagazineArticleResponse')
  async article(@Param('category') category: string, @Param('slug') slug: string, @Query() _query: NoQueryDto): Promise<MagazineArticleResponse> {
    if (!isMagazineCategory(category)) throw categoryNotFound();
    // A slug that cannot exist never reaches the database.
    if (!SLUG_PATTERN.test(slug)) throw articleNotFound();
    const article = await this.articles.find(category, slug);
    if (!article) throw articleNotFound();
    return article;
  }
}
