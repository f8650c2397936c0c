import { Module } from '@nestjs/common';
import { CarPictureHttpController } from './car-pictures/car-picture.http.controller';
import { LegalHttpController } from './legal/legal.http.controller';
import { MagazineHttpController } from './magazine/magazine.http.controller';
import { MagazineRepository } from './magazine/magazine.repository';
import { PageRoutingHook } from './page-routing/page-routing.hook';
import { CatalogueFactsRepository } from './seo/catalogue-facts.repository';
import { PageContentService } from './seo/page-content.service';
import { SeoHttpController } from './seo/seo.http.controller';
import { SitemapHttpController } from './sitemap/sitemap.http.controller';
import { SitemapRepository } from './sitemap/sitemap.repository';

/** Public content (spec 2.1, 5.1, 7.3): car pictures, page SEO texts, magazine, old-URL redirects, canonical car URLs and URL checks, robots.txt and sitemaps, the operator data of the legal pages. */
@Module({
  controllers: [CarPictureHttpController, SeoHttpController, MagazineHttpController, LegalHttpController, SitemapHttpController],
  providers: [MagazineRepository, CatalogueFactsRepository, PageContentService, PageRoutingHook, SitemapRepository],
})
export class ContentModule {}
