import type { DiscountTableResponse } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { assertOnlyKeys, FILTER_KEYS, filtersOf, pageParam, timeParam, type RawQuery } from '../../shared/query-params';
import { scopeOf } from '../../shared/scope-params';
import { GetDiscountsHandler } from './get-discounts.handler';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts')
export class GetDiscountsHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly handler: GetDiscountsHandler,
  ) {}

  @Get()
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Rabatttabelle: 20 Zeilen je Seite mit Filtern, total_count und Revision; as_of zeigt einen früheren Stand' })
  async list(@Param('id') id: string, @Query() query: RawQuery, @CurrentSession() session: AuthSession): Promise<DiscountTableResponse> {
    const { dealerId } = await this.access.resolve(session, id);
    assertOnlyKeys(query, ['customer_group', 'bank_id', 'manufacturer_id', 'page', 'as_of', ...FILTER_KEYS]);
    return this.handler.execute({ scope: scopeOf(dealerId, query), filters: filtersOf(query), page: pageParam(query), asOf: timeParam(query, 'as_of') });
  }
}
