import type { QuoteExtrasResponse } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RawQuery } from '../../shared/query-params';
import { parseQuoteExtrasRequest } from './quote-extras.request.dto';
import { QuoteExtrasQuery } from './quote-extras.query';

@ApiTags('public')
@Controller('api/v1/quotes/:id/extras')
export class QuoteExtrasHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Zusatzleistungen (Lieferung, Zulassung) eines Angebots' })
  extras(@Param('id') id: string, @Query() query: RawQuery): Promise<QuoteExtrasResponse> {
    const request = parseQuoteExtrasRequest(id, query);
    return this.queryBus.execute(new QuoteExtrasQuery(request.quoteId, request.customerGroup));
  }
}
