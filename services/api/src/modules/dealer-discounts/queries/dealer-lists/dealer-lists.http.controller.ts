import type { DealerBankDto, DealerManufacturerDto, TotalAmountResponse } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { assertOnlyKeys, type RawQuery } from '../../shared/query-params';
import { scopeOf } from '../../shared/scope-params';

/** The dealer's banks and brands (the table's main criteria) and the size of an import source. */
@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id')
export class DealerListsHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly repository: DealerDiscountsRepository,
  ) {}

  @Get('banks')
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Banken des Händlers' })
  async banks(@Param('id') id: string, @CurrentSession() session: AuthSession): Promise<{ banks: DealerBankDto[] }> {
    const { dealerId } = await this.access.resolve(session, id);
    return { banks: await this.repository.banks(dealerId) };
  }

  @Get('manufacturers')
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Marken des Händlers' })
  async manufacturers(@Param('id') id: string, @CurrentSession() session: AuthSession): Promise<{ manufacturers: DealerManufacturerDto[] }> {
    const { dealerId } = await this.access.resolve(session, id);
    return { manufacturers: await this.repository.manufacturers(dealerId) };
  }

  @Get('discounts/total_amount')
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Anzahl der Zeilen mit Rabattdaten einer Tabelle (Quelle eines Imports)' })
  async totalAmount(@Param('id') id: string, @Query() query: RawQuery, @CurrentSession() session: AuthSession): Promise<TotalAmountResponse> {
    const { dealerId } = await this.access.resolve(session, id);
    assertOnlyKeys(query, ['customer_group', 'bank_id', 'manufacturer_id']);
    const scope = scopeOf(dealerId, query);
    await this.repository.checkScope(dealerId, scope.bankId, scope.manufacturerId);
    return { total_amount: await this.repository.rowCount(scope) };
  }
}
