import type { DiscountHistoryResponse } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { assertOnlyKeys, customerGroupParam, fieldParam, pageParam, single, timeParam, uuidParam, type RawQuery } from '../../shared/query-params';
import { DiscountHistoryHandler } from './discount-history.handler';

@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id/discounts/history')
export class DiscountHistoryHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly handler: DiscountHistoryHandler,
  ) {}

  @Get()
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Änderungsverlauf der Rabatte je Zelle (Filter: Modell, Feld, Nutzer, Zeitraum), neueste zuerst' })
  async history(@Param('id') id: string, @Query() query: RawQuery, @CurrentSession() session: AuthSession): Promise<DiscountHistoryResponse> {
    const { dealerId } = await this.access.resolve(session, id);
    assertOnlyKeys(query, ['customer_group', 'bank_id', 'manufacturer_id', 'car_model_id', 'field', 'user_id', 'from', 'to', 'page']);
    const userId = single(query, 'user_id');
    return this.handler.execute({
      dealerId,
      customerGroup: customerGroupParam(query, 'customer_group', false),
      bankId: uuidParam(query, 'bank_id'),
      manufacturerId: uuidParam(query, 'manufacturer_id'),
      carModelId: uuidParam(query, 'car_model_id'),
      field: fieldParam(query, 'field'),
      userId: userId || undefined,
      from: timeParam(query, 'from'),
      to: timeParam(query, 'to'),
      page: pageParam(query),
    });
  }
}
