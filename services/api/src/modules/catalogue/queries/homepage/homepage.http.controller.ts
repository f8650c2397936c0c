import type { HomepageResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LastSeenQueryDto } from '../../shared/query-dtos';
import { parseHomepageRequest } from './homepage.request.dto';
import { HomepageQuery } from './homepage.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('public')
@Controller('api/v1/homepage')
export class HomepageHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Startseite (Marken, Kategorien, Top-Angebote, zuletzt angesehen)' })
  @RespondsWith('HomepageResponse')
  homepage(@Query() query: LastSeenQueryDto): Promise<HomepageResponse> {
    const request = parseHomepageRequest(query);
    return this.queryBus.execute(new HomepageQuery(request.customerGroup, request.lastSeenCarIds));
  }
}
