import type { NavigationBarResponse } from '@autoleasing/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CustomerGroupQueryDto } from '../../../catalogue/shared/query-dtos';
import { parseNavigationBarRequest } from './navigation-bar.request.dto';
import { NavigationBarQuery } from './navigation-bar.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('public')
@Controller('api/v1/navigation_bar')
export class NavigationBarHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Navigationsleiste (Marken, Top-Angebote, Lager, Kategorien, Magazin)' })
  @RespondsWith('NavigationBarResponse')
  navigationBar(@Query() query: CustomerGroupQueryDto): Promise<NavigationBarResponse> {
    return this.queryBus.execute(new NavigationBarQuery(parseNavigationBarRequest(query)));
  }
}
