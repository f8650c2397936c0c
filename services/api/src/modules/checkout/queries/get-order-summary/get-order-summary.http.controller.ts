import type { DealOrderSummaryDto } from '@autoleasing/contracts';
import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../../wall/auth/session.store';
import { GetOrderSummaryQuery } from './get-order-summary.query';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

/**
 * GET /api/v1/checkout/deals/{id}/order_summary: the figures next to the order button (lender,
 * Sollzins, effektiver Jahreszins, Nettodarlehensbetrag of this deal, Gesamtbetrag line by line,
 * the customer's recap with a masked IBAN). The customer's own deal only (404 otherwise).
 */
@ApiTags('checkout')
@Controller('api/v1/checkout/deals/:id/order_summary')
@RequiresLogin({ roles: ['Customer'] })
export class GetOrderSummaryHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Vertragszahlen der Zusammenfassung (PAngV-Angaben, Gesamtbetrag, Kundendaten mit maskierter IBAN)' })
  @RespondsWith('DealOrderSummaryDto')
  get(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Query() _query: NoQueryDto): Promise<DealOrderSummaryDto> {
    return this.queryBus.execute(new GetOrderSummaryQuery(id, session.userId));
  }
}
