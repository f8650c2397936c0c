import { Module } from '@nestjs/common';
import { CarPictureHttpController } from './car-pictures/car-picture.http.controller';
import { LegalHttpController } from './legal/legal.http.controller';
import { MagazineHttpController } from './magazine/magazine.http.controller';
import { MagazineRepository } from './magazine/magazine.repository';
import { PageRoutingHook } from './page-routing/page-routing.hook';
import { CatalogueFactsRepository } from './seo/catalogue-facts.repository';
import { PageContentService } from './seo/page-content.service';
import { SeoHttpController } from './seo/seo.http.controller';

/** Public content (spec 2.1, 5.1, 7.3): car pictures, page SEO texts, magazine, old-URL redirects and URL checks, the operator data of the legal pages. */
@Module({
  controllers: [CarPictureHttpController, SeoHttpController, MagazineHttpController, LegalHttpController],
  providers: [MagazineRepository, CatalogueFactsRepository, PageContentService, PageRoutingHook],
})
export class ContentModule {}
