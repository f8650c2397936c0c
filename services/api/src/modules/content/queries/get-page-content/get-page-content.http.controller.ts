import type { PageContentResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { GetPageContentQuery } from './get-page-content.query';

/** Spec 7.3: the same page content under the API path and the front-end API path. */
@ApiTags('public')
@Controller()
export class GetPageContentHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('api/v1/seo/:x')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'SEO-Daten einer Seite (x = URL-kodierter Pfad, z. B. %2Fleasing%2Fsuv)' })
  @RespondsWith('PageContentResponse')
  seo(@Param('x') x: string, @Query() _query: NoQueryDto): Promise<PageContentResponse> {
    return this.queryBus.execute(new GetPageContentQuery(x));
  }

  // An alias of seo(), not a second use case: same query, handler, caching and answer; only the path differs, so no own folder.
  @Get('fe-api/v1/content/:x')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Seiteninhalt: Meta-Titel, Beschreibung, Canonical-URL' })
  @RespondsWith('PageContentResponse')
  content(@Param('x') x: string, @Query() _query: NoQueryDto): Promise<PageContentResponse> {
    return this.queryBus.execute(new GetPageContentQuery(x));
  }
}
