import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MagazineRepository } from '../../common/magazine/magazine.repository';
import { GetMagazineArticleHandler } from './queries/get-magazine-article/get-magazine-article.handler';
import { GetMagazineArticleHttpController } from './queries/get-magazine-article/get-magazine-article.http.controller';
import { GetMagazineCategoryHandler } from './queries/get-magazine-category/get-magazine-category.handler';
import { GetMagazineCategoryHttpController } from './queries/get-magazine-category/get-magazine-category.http.controller';
import { GetMagazineOverviewHandler } from './queries/get-magazine-overview/get-magazine-overview.handler';
import { GetMagazineOverviewHttpController } from './queries/get-magazine-overview/get-magazine-overview.http.controller';

/**
 * The magazine (spec 2.1, 7.3): its front page, a category with its articles and one article. The
 * repository sits in common/magazine because content's page texts and sitemap read the same
 * articles; it is stateless.
 */
@Module({
  imports: [CqrsModule],
  controllers: [GetMagazineOverviewHttpController, GetMagazineCategoryHttpController, GetMagazineArticleHttpController],
  providers: [MagazineRepository, GetMagazineOverviewHandler, GetMagazineCategoryHandler, GetMagazineArticleHandler],
})
export class MagazineModule {}
