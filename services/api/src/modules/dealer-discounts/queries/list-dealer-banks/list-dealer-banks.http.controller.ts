import type { DealerBanksResponse } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { DealerAccess } from '../../shared/dealer-access';
import { ListDealerBanksQuery } from './list-dealer-banks.query';

/** The dealer's banks: one of a discount table's main criteria. */
@ApiTags('dealer-discounts')
@Controller('api/v1/dealers/:id')
export class ListDealerBanksHttpController {
  constructor(
    private readonly access: DealerAccess,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('banks')
  @RequiresLogin({ roles: ['Dealer', 'Admin'] })
  @ApiOperation({ summary: 'Banken des Händlers' })
  @RespondsWith('DealerBanksResponse')
  async banks(@Param('id') id: string, @CurrentSession() session: AuthSession, @Query() _query: NoQueryDto): Promise<DealerBanksResponse> {
    const { dealerId } = await this.access.resolve(session, id);
    return this.queryBus.execute(new ListDealerBanksQuery(dealerId));
  }
}
