import type { HotOffersResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OfferListsService } from '../../shared/offer-lists.service';
import { HotOffersQuery } from './hot-offers.query';

/** Spec 9: the hot offers list holds 100, cheapest first in the group's rate. */
export const HOT_OFFERS_SIZE = 100;

@QueryHandler(HotOffersQuery)
export class HotOffersHandler implements IQueryHandler<HotOffersQuery> {
  constructor(private readonly lists: OfferListsService) {}

  async execute({ customerGroup }: HotOffersQuery): Promise<HotOffersResponse> {
    return { customer_group: customerGroup, hot_offers: await this.lists.hotOffers(customerGroup, HOT_OFFERS_SIZE) };
  }
}
