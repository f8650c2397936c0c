import type { ManufacturerDto } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OfferListsService } from '../../shared/offer-lists.service';
import { ListManufacturersQuery } from './list-manufacturers.query';

/** All brands with offer counts and the cheapest rate for each group (both groups, spec 3.8). */
@QueryHandler(ListManufacturersQuery)
export class ListManufacturersHandler implements IQueryHandler<ListManufacturersQuery> {
  constructor(private readonly lists: OfferListsService) {}

  async execute({ withOffersOnly }: ListManufacturersQuery): Promise<ManufacturerDto[]> {
    const all = await this.lists.manufacturers();
    return withOffersOnly ? all.filter((m) => m.offers_count > 0) : all;
  }
}
