import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import type { RuntimeConfig } from '@autoleasing/infra';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SearchOffersResponse } from '@autoleasing/contracts';
import { cacheKey } from '../../shared/cache-key';
import { CatalogueVersion } from '../../../../common/consistency/catalogue-version.service';
import { RUNTIME_CONFIG } from '../../../../core/tokens';
import { VersionedCache } from '../../shared/versioned-cache';
import { SearchOffersQueryDto, searchOffersRequestOf } from './search-offers.request.dto';
import { SearchOffersQuery } from './search-offers.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { ApiOfferFilters } from '../../shared/query-dtos';

@ApiTags('catalog')
@Controller('api/v1/catalog/search_offers')
export class SearchOffersHttpController {
  /**
   * The JSON of recent searches, keyed by the parsed and normalised request: the same filters in
   * another order or spelling share one entry; every write to the catalogue drops them all.
   */
  private readonly responses: VersionedCache<string>;

  constructor(
    private readonly queryBus: QueryBus,
    version: CatalogueVersion,
    // Serialised answers kept per catalogue version (about 10 kB each; 0 turns the cache off).
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
  ) {
    this.responses = new VersionedCache(() => version.current(), config.catalogueResponseCacheEntries);
  }

  @Get()
  @Header('cache-control', 'public, max-age=60')
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'Angebote suchen (level_one nach Baureihe gruppiert, level_two einzelne Angebote)' })
  @RespondsWith('SearchOffersResponse', { description: 'results und meta { total_count, page, page_count, equipment_categories }' })
  @ApiOfferFilters()
  search(@Query() query: SearchOffersQueryDto): Promise<string> {
    const request = searchOffersRequestOf(query);
    return this.responses.get(cacheKey(request), async () =>
      JSON.stringify(await this.queryBus.execute<SearchOffersQuery, SearchOffersResponse>(new SearchOffersQuery(request))),
    );
  }
}
