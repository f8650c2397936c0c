import type { GroupLinksResponse, PageContentResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../common/openapi/response-schemas';
import { NoQueryDto } from '../../../common/http/query-dto';
import { parsePageKey } from './page-key';
import { PageContentService } from './page-content.service';

/** Spec 7.3: the same page content under the API path and the front-end API path. */
@ApiTags('public')
@Controller()
export class SeoHttpController {
  constructor(private readonly pages: PageContentService) {}

  @Get('api/v1/seo/:x')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'SEO-Daten einer Seite (x = URL-kodierter Pfad, z. B. %2Fleasing%2Fsuv)' })
  @RespondsWith('PageContentResponse')
  seo(@Param('x') x: string, @Query() _query: NoQueryDto): Promise<PageContentResponse> {
    return this.pages.content(parsePageKey(x));
  }

  @Get('fe-api/v1/content/:x')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Seiteninhalt: Meta-Titel, Beschreibung, Canonical-URL' })
  @RespondsWith('PageContentResponse')
  content(@Param('x') x: string, @Query() _query: NoQueryDto): Promise<PageContentResponse> {
    return this.pages.content(parsePageKey(x));
  }

  @Get('fe-api/v1/content/:x/group_links')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Verwandte Seiten einer Seite, gruppiert (Marken, Kategorien, Modelle)' })
  @RespondsWith('GroupLinksResponse')
  groupLinks(@Param('x') x: string, @Query() _query: NoQueryDto): Promise<GroupLinksResponse> {
    return this.pages.groupLinks(parsePageKey(x));
  }
}
