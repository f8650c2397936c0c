import {
  ALLOWED_KM_PER_YEAR,
  BODY_TYPE_LABELS,
  BODY_TYPES,
  FILTER_MONTHS,
  FILTER_RANGES,
  FUEL_TYPE_LABELS,
  FUEL_TYPES,
  GEAR_TYPE_LABELS,
  GEAR_TYPES,
  type HomepageResponse,
  type SearchFilterOptions,
} from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OfferListsService } from '../../shared/offer-lists.service';
import { HomepageQuery } from './homepage.query';

/** Spec 3.8: manufacturers with both groups' cheapest rates, categories, hot and stock offers, last seen. */
@QueryHandler(HomepageQuery)
export class HomepageHandler implements IQueryHandler<HomepageQuery> {
  constructor(private readonly lists: OfferListsService) {}

  async execute({ customerGroup, lastSeenCarIds }: HomepageQuery): Promise<HomepageResponse> {
    const [manufacturers, cheapestByBrand, categories, hot, stock, lastSeen] = await Promise.all([
      this.lists.manufacturers(),
      this.lists.cheapestOffersBy(customerGroup, 'manufacturer_id'),
      this.lists.categories(customerGroup),
      this.lists.hotOffers(customerGroup, 12),
      this.lists.stockOffers(customerGroup, 8),
      this.lists.byIds(lastSeenCarIds, customerGroup),
    ]);
    const withOffers = manufacturers.filter((m) => (customerGroup === 'b2c' ? m.b2c_offers_count : m.b2b_offers_count) > 0);
    return {
      customer_group: customerGroup,
      bannerType: customerGroup,
      searchFilters: searchFilters(withOffers.map((m) => ({ value: m.slug, label: m.name }))),
      top_hot_offers: hot.slice(0, 4),
      hot_offers: hot,
      stock_offers: stock,
      categories,
      // Each tile's "ab" rate comes with the offer behind it, so the tile can name its terms (issue 16).
      manufacturers: withOffers.map((m) => ({ ...m, cheapest_offer: cheapestByBrand.get(m.id) ?? null })),
      last_seen: lastSeen,
    };
  }
}

export function searchFilters(brands: { value: string; label: string }[]): SearchFilterOptions {
  return {
    manufacturer_name: brands,
    body_type: BODY_TYPES.map((b) => ({ value: b, label: BODY_TYPE_LABELS[b] })),
    fuel_type: FUEL_TYPES.map((f) => ({ value: f, label: FUEL_TYPE_LABELS[f] })),
    gear_type: GEAR_TYPES.map((g) => ({ value: g, label: GEAR_TYPE_LABELS[g] })),
    months: [...FILTER_MONTHS],
    km_per_year: ALLOWED_KM_PER_YEAR.filter((km) => km >= 10000),
    budget: { ...FILTER_RANGES.budgetCents },
    horsepower: { ...FILTER_RANGES.horsepower },
    list_price: { ...FILTER_RANGES.listPriceCents },
  };
}
