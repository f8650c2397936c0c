import type { HomepageResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RawQuery } from '../../shared/query-params';
import { parseHomepageRequest } from './homepage.request.dto';
import { HomepageQuery } from './homepage.query';

@ApiTags('public')
@Controller('api/v1/homepage')
export class HomepageHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Startseite (Marken, Kategorien, Top-Angebote, zuletzt angesehen)' })
  homepage(@Query() query: RawQuery): Promise<HomepageResponse> {
    const request = parseHomepageRequest(query);
    return this.queryBus.execute(new HomepageQuery(request.customerGroup, request.lastSeenCarIds));
  }
}
