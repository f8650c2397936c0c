import type { MagazineCategoryResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { categoryNotFound } from '../../shared/magazine-errors';
import { isMagazineCategory, magazineCategory } from '@autoleasing/contracts';
import { MagazineRepository } from '../../../../common/magazine/magazine.repository';
import { GetMagazineCategoryQuery } from './get-magazine-category.query';

/** A magazine category with its articles; an unknown category is a 404. */
@QueryHandler(GetMagazineCategoryQuery)
export class GetMagazineCategoryHandler implements IQueryHandler<GetMagazineCategoryQuery> {
  constructor(private readonly articles: MagazineRepository) {}

  async execute({ category }: GetMagazineCategoryQuery): Promise<MagazineCategoryResponse> {
    if (!isMagazineCategory(category)) throw categoryNotFound();
    return {
      category: magazineCategory(category),
      articles: await this.articles.list(category),
    };
  }
}
