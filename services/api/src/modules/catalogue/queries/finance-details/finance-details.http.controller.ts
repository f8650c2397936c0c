import type { FinanceDetailsResponse } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RawQuery } from '../../shared/query-params';
import { parseFinanceDetailsRequest } from './finance-details.request.dto';
import { FinanceDetailsQuery } from './finance-details.query';

@ApiTags('public')
@Controller('api/v1/car_specs/:id/finance_details')
export class FinanceDetailsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Pflichtangaben nach § 17 PAngV für eine Laufzeit' })
  details(@Param('id') id: string, @Query() query: RawQuery): Promise<FinanceDetailsResponse> {
    return this.queryBus.execute(new FinanceDetailsQuery(parseFinanceDetailsRequest(id, query)));
  }
}
