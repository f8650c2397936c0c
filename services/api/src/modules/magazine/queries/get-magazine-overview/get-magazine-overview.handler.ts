import { MAGAZINE_CATEGORY_LINKS, MAGAZINE_OVERVIEW_ARTICLES, magazineCategory, type MagazineOverviewResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MagazineRepository } from '../../../../common/magazine/magazine.repository';
import { GetMagazineOverviewQuery } from './get-magazine-overview.query';

/** The magazine's front page: every category in menu order with its newest articles (one query). */
@QueryHandler(GetMagazineOverviewQuery)
export class GetMagazineOverviewHandler implements IQueryHandler<GetMagazineOverviewQuery> {
  constructor(private readonly articles: MagazineRepository) {}

  async execute(): Promise<MagazineOverviewResponse> {
    const newest = await this.articles.newest(MAGAZINE_OVERVIEW_ARTICLES);
    return {
      categories: MAGAZINE_CATEGORY_LINKS.map(({ slug }) => ({
        category: magazineCategory(slug),
        articles: newest.filter((article) => article.category === slug),
      })),
    };
  }
}
