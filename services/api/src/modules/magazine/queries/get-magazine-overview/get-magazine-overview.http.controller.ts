import type { MagazineOverviewResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { GetMagazineOverviewQuery } from './get-magazine-overview.query';

@ApiTags('public')
@Controller('fe-api/v1/magazine')
export class GetMagazineOverviewHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Startseite des Magazins: jede Kategorie mit ihren neuesten Artikeln' })
  @RespondsWith('MagazineOverviewResponse')
  overview(@Query() _query: NoQueryDto): Promise<MagazineOverviewResponse> {
    return this.queryBus.execute(new GetMagazineOverviewQuery());
  }
}
