import type { CategoriesResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OfferListsService } from '../../shared/offer-lists.service';
import { CategoriesQuery } from './categories.query';

@QueryHandler(CategoriesQuery)
export class CategoriesHandler implements IQueryHandler<CategoriesQuery> {
  constructor(private readonly lists: OfferListsService) {}

  async execute({ customerGroup }: CategoriesQuery): Promise<CategoriesResponse> {
    return { customer_group: customerGroup, categories: await this.lists.categories(customerGroup) };
  }
}
