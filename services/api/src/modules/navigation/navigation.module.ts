import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { NavigationBarHandler } from './queries/navigation-bar/navigation-bar.handler';
import { NavigationBarHttpController } from './queries/navigation-bar/navigation-bar.http.controller';

/**
 * The navigation bar's menus (brands, hot offers, stock, categories, magazine). Its lists come from
 * the catalogue's OfferListsService, imported rather than provided again so there is one cache.
 */
@Module({ imports: [CqrsModule, CatalogueModule], controllers: [NavigationBarHttpController], providers: [NavigationBarHandler] })
export class NavigationModule {}
