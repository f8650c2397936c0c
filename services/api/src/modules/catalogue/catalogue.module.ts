import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SearchOffersHandler } from './queries/search-offers/search-offers.handler';
import { SearchOffersHttpController } from './queries/search-offers/search-offers.http.controller';
import { ReferenceDataService } from './shared/reference-data.service';

/** Catalogue and public read API (spec 7.2, 7.3): reads the seeded catalogue tables, no events. */
@Module({
  imports: [CqrsModule],
  controllers: [SearchOffersHttpController],
  providers: [ReferenceDataService, SearchOffersHandler],
})
export class CatalogueModule {}
