import { SLUG_PATTERN, type MagazineArticleResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { articleNotFound, categoryNotFound } from '../../shared/magazine-errors';
import { isMagazineCategory } from '@autoleasing/contracts';
import { MagazineRepository } from '../../../../common/magazine/magazine.repository';
import { GetMagazineArticleQuery } from './get-magazine-article.query';

/** One magazine article; an unknown category or article is a 404. */
@QueryHandler(GetMagazineArticleQuery)
export class GetMagazineArticleHandler implements IQueryHandler<GetMagazineArticleQuery> {
  constructor(private readonly articles: MagazineRepository) {}

  async execute({ category, slug }: GetMagazineArticleQuery): Promise<MagazineArticleResponse> {
    if (!isMagazineCategory(category)) throw categoryNotFound();
    // A slug that cannot exist never reaches the database.
    if (!SLUG_PATTERN.test(slug)) throw articleNotFound();
    const article = await this.articles.find(category, slug);
    if (!article) throw articleNotFound();
    return article;
  }
}
