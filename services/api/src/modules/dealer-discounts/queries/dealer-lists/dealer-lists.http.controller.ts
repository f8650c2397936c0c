import type { DealerBanksResponse, DealerManufacturersResponse, TotalAmountResponse } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess, type DealerContext } from '../../shared/dealer-access';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { CurrentDealer, DealerRouteWithQuery } from '../../shared/dealer-in-path.guard';
import { scopeOf, TableScopeQueryDto } from '../../shared/query-dtos';

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
  @RespondsWith('DealerBanksResponse')
  async banks(@Param('id') id: string, @CurrentSession() session: AuthSession): Promise<DealerBanksResponse> {
    const { dealerId } = await this.access.resolve(session, id);
    return { banks: await this.repository.banks(dealerId) };
  }

  @Get('manufacturers')
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Marken des Händlers' })
  @RespondsWith('DealerManufacturersResponse')
  async manufacturers(@Param('id') id: string, @CurrentSession() session: AuthSession): Promise<DealerManufacturersResponse> {
    const { dealerId } = await this.access.resolve(session, id);
    return { manufacturers: await this.repository.manufacturers(dealerId) };
  }

  @Get('discounts/total_amount')
  @DealerRouteWithQuery()
  @ApiOperation({ summary: 'Anzahl der Zeilen mit Rabattdaten einer Tabelle (Quelle eines Imports)' })
  @RespondsWith('TotalAmountResponse')
  async totalAmount(@CurrentDealer() { dealerId }: DealerContext, @Query() query: TableScopeQueryDto): Promise<TotalAmountResponse> {
    const scope = scopeOf(dealerId, query);
    await this.repository.checkScope(dealerId, scope.bankId, scope.manufacturerId);
    return { total_amount: await this.repository.rowCount(scope) };
  }
}
