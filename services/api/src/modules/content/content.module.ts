import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PageRoutingHook } from './page-routing/page-routing.hook';
import { GetCarPictureHandler } from './queries/get-car-picture/get-car-picture.handler';
import { GetCarPictureHttpController } from './queries/get-car-picture/get-car-picture.http.controller';
import { GetGroupLinksHandler } from './queries/get-group-links/get-group-links.handler';
import { GetGroupLinksHttpController } from './queries/get-group-links/get-group-links.http.controller';
import { GetPageContentHandler } from './queries/get-page-content/get-page-content.handler';
import { GetPageContentHttpController } from './queries/get-page-content/get-page-content.http.controller';
import { GetRobotsHandler } from './queries/get-robots/get-robots.handler';
import { GetRobotsHttpController } from './queries/get-robots/get-robots.http.controller';
import { GetSitemapIndexHandler } from './queries/get-sitemap-index/get-sitemap-index.handler';
import { GetSitemapIndexHttpController } from './queries/get-sitemap-index/get-sitemap-index.http.controller';
import { GetSitemapPageHandler } from './queries/get-sitemap-page/get-sitemap-page.handler';
import { GetSitemapPageHttpController } from './queries/get-sitemap-page/get-sitemap-page.http.controller';
import { MagazineRepository } from '../../common/magazine/magazine.repository';
import { CatalogueFactsRepository } from './shared/seo/catalogue-facts.repository';
import { PageContentService } from './shared/seo/page-content.service';
import { SitemapRepository } from './shared/sitemap/sitemap.repository';

/**
 * Public content (spec 2.1, 5.1, 7.3): car pictures, page SEO texts, old-URL redirects, canonical
 * car URLs and URL checks (page-routing, a request hook rather than a use case), robots.txt and
 * sitemaps. One folder per query. The magazine and legal pages have their own modules; the page
 * texts and the sitemap read the magazine articles through common/magazine.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    GetCarPictureHttpController,
    GetPageContentHttpController,
    GetGroupLinksHttpController,
    GetRobotsHttpController,
    GetSitemapIndexHttpController,
    GetSitemapPageHttpController,
  ],
  providers: [
    MagazineRepository,
    CatalogueFactsRepository,
    PageContentService,
    SitemapRepository,
    PageRoutingHook,
    GetCarPictureHandler,
    GetPageContentHandler,
    GetGroupLinksHandler,
    GetRobotsHandler,
    GetSitemapIndexHandler,
    GetSitemapPageHandler,
  ],
})
export class ContentModule {}
