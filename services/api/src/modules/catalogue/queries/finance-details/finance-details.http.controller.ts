import type { FinanceDetailsResponse } from '@autoleasing/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { FinanceDetailsQueryDto, parseFinanceDetailsRequest } from './finance-details.request.dto';
import { FinanceDetailsQuery } from './finance-details.query';
import { RespondsWith } from '../../../../common/openapi/response-schemas';

@ApiTags('public')
@Controller('api/v1/car_specs/:id/finance_details')
export class FinanceDetailsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Pflichtangaben nach § 17 PAngV für eine Laufzeit' })
  @RespondsWith('FinanceDetailsResponse')
  details(@Param('id') id: string, @Query() query: FinanceDetailsQueryDto): Promise<FinanceDetailsResponse> {
    return this.queryBus.execute(new FinanceDetailsQuery(parseFinanceDetailsRequest(id, query)));
  }
}
