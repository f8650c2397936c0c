import { MAGAZINE_CATEGORY_LINKS, type CategoryDto, type NavigationBarResponse, type NavigationCategory, type NavigationHotOffer, type OfferListItem } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OfferListsService } from '../../../catalogue/shared/offer-lists.service';
import { NavigationBarQuery } from './navigation-bar.query';


/** Monthly budgets offered in the stock menu ('Schnell verfügbar bis … €'). */
const STOCK_BUDGETS_CENTS = [20000, 30000, 40000, 50000];

@QueryHandler(NavigationBarQuery)
export class NavigationBarHandler implements IQueryHandler<NavigationBarQuery> {
  constructor(private readonly lists: OfferListsService) {}

  async execute({ customerGroup }: NavigationBarQuery): Promise<NavigationBarResponse> {
    const [manufacturers, categories, hot, stock] = await Promise.all([
      this.lists.manufacturers(),
      this.lists.categories(customerGroup),
      this.lists.hotOffers(customerGroup, 6),
      this.lists.stockSummary(customerGroup, STOCK_BUDGETS_CENTS),
    ]);
    const counted = (n: { b2b_offers_count: number; b2c_offers_count: number }) => (customerGroup === 'b2c' ? n.b2c_offers_count : n.b2b_offers_count);
    const brands = manufacturers.filter((m) => counted(m) > 0).map((m) => ({ slug: m.slug, name: m.name, offers_count: counted(m) }));
    const stockCategoryBudgets = STOCK_BUDGETS_CENTS.map((max, i) => ({ max_finance_rate_cents: max, offers_count: stock.within[i] }));
    const menuCategories = categories.map(menuCategory);
    return {
      customer_group: customerGroup,
      navbarData: {
        brands,
        hotOffers: hot.map(menuHotOffer),
        stock: { offers_count: stock.total, cheapest_finance_rate_cents: stock.cheapest },
        categories: menuCategories,
        // Magazine categories of spec 1 with their routes (spec 2.1).
        magazine: [...MAGAZINE_CATEGORY_LINKS],
      },
      categories: menuCategories,
      stock_category_budgets: stockCategoryBudgets,
    };
  }
}

const menuCategory = ({ slug, name, seo_path, kind, offers_count }: CategoryDto): NavigationCategory => ({ slug, name, seo_path, kind, offers_count });

const menuHotOffer = (o: OfferListItem): NavigationHotOffer => ({
  id: o.id,
  manufacturer_name: o.manufacturer_name,
  manufacturer_display_name: o.manufacturer_display_name,
  car_series_name: o.car_series_name,
  name: o.name,
  finance_rate_cents: o.finance_rate_cents,
  months: o.months,
  km_per_year: o.km_per_year,
  downpayment_cents: o.downpayment_cents,
  one_time_costs_cents: o.one_time_costs_cents,
});
