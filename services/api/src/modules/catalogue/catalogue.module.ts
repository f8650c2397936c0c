import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CarModelHandler } from './queries/car-model/car-model.handler';
import { CarModelHttpController } from './queries/car-model/car-model.http.controller';
import { CarSeriesDetailHandler } from './queries/car-series-detail/car-series-detail.handler';
import { CarSeriesDetailHttpController } from './queries/car-series-detail/car-series-detail.http.controller';
import { CarSpecPackagesHandler } from './queries/car-spec-packages/car-spec-packages.handler';
import { CarSpecPackagesHttpController } from './queries/car-spec-packages/car-spec-packages.http.controller';
import { CategoriesHandler } from './queries/categories/categories.handler';
import { CategoriesHttpController } from './queries/categories/categories.http.controller';
import { CountOffersHandler } from './queries/count-offers/count-offers.handler';
import { CountOffersHttpController } from './queries/count-offers/count-offers.http.controller';
import { FilterCarSeriesHandler } from './queries/filter-car-series/filter-car-series.handler';
import { FilterCarSeriesHttpController } from './queries/filter-car-series/filter-car-series.http.controller';
import { FinanceDetailsHandler } from './queries/finance-details/finance-details.handler';
import { FinanceDetailsHttpController } from './queries/finance-details/finance-details.http.controller';
import { HomepageHandler } from './queries/homepage/homepage.handler';
import { HomepageHttpController } from './queries/homepage/homepage.http.controller';
import { HotOffersHandler } from './queries/hot-offers/hot-offers.handler';
import { HotOffersHttpController } from './queries/hot-offers/hot-offers.http.controller';
import { ListManufacturersHandler } from './queries/list-manufacturers/list-manufacturers.handler';
import { ListManufacturersHttpController } from './queries/list-manufacturers/list-manufacturers.http.controller';
import { ManufacturerCarSeriesHandler } from './queries/manufacturer-car-series/manufacturer-car-series.handler';
import { ManufacturerCarSeriesHttpController } from './queries/manufacturer-car-series/manufacturer-car-series.http.controller';
import { ProductDetailHandler } from './queries/product-detail/product-detail.handler';
import { ProductDetailHttpController } from './queries/product-detail/product-detail.http.controller';
import { QuoteExtrasHandler } from './queries/quote-extras/quote-extras.handler';
import { QuoteExtrasHttpController } from './queries/quote-extras/quote-extras.http.controller';
import { SearchOffersHandler } from './queries/search-offers/search-offers.handler';
import { SearchOffersHttpController } from './queries/search-offers/search-offers.http.controller';
import { TrimLevelsHandler } from './queries/trim-levels/trim-levels.handler';
import { TrimLevelsHttpController } from './queries/trim-levels/trim-levels.http.controller';
import { OfferListsService } from './shared/offer-lists.service';
import { ReferenceDataService } from './shared/reference-data.service';

/**
 * Catalogue and public read API (spec 7.2, 7.3): reads the seeded catalogue tables, no events.
 * Exports OfferListsService so the navigation module's menus share its cached lists.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    CountOffersHttpController,
    FilterCarSeriesHttpController,
    TrimLevelsHttpController,
    CarModelHttpController,
    CarSeriesDetailHttpController,
    CarSpecPackagesHttpController,
    CategoriesHttpController,
    FinanceDetailsHttpController,
    HomepageHttpController,
    HotOffersHttpController,
    ListManufacturersHttpController,
    ManufacturerCarSeriesHttpController,
    ProductDetailHttpController,
    QuoteExtrasHttpController,
    SearchOffersHttpController,
  ],
  providers: [
    ReferenceDataService,
    OfferListsService,
    CarModelHandler,
    CarSeriesDetailHandler,
    CarSpecPackagesHandler,
    CategoriesHandler,
    CountOffersHandler,
    FilterCarSeriesHandler,
    FinanceDetailsHandler,
    HomepageHandler,
    HotOffersHandler,
    ListManufacturersHandler,
    ManufacturerCarSeriesHandler,
    ProductDetailHandler,
    QuoteExtrasHandler,
    SearchOffersHandler,
    TrimLevelsHandler,
  ],
  exports: [OfferListsService],
})
export class CatalogueModule {}
