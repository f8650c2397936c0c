import type { QuoteExtrasResponse } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DetailGroupQueryDto } from '../../shared/query-dtos';
import { parseQuoteExtrasRequest } from './quote-extras.request.dto';
import { QuoteExtrasQuery } from './quote-extras.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('public')
@Controller('api/v1/quotes/:id/extras')
export class QuoteExtrasHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Zusatzleistungen (Lieferung, Zulassung) eines Angebots' })
  @RespondsWith('QuoteExtrasResponse')
  extras(@Param('id') id: string, @Query() query: DetailGroupQueryDto): Promise<QuoteExtrasResponse> {
    const request = parseQuoteExtrasRequest(id, query);
    return this.queryBus.execute(new QuoteExtrasQuery(request.quoteId, request.customerGroup));
  }
}
