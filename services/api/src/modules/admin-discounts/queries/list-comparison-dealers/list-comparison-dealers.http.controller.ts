import type { ComparisonDealersResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ComparisonDealersQueryDto, parseListComparisonDealersRequest } from './list-comparison-dealers.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { ListComparisonDealersQuery } from './list-comparison-dealers.query';

/** The dealers with discount data for a bank and brand (the comparison's choices). Admin only. */
@ApiTags('admin')
@Controller('api/v1/comparison/options')
@RequiresLogin({ roles: ['Admin'] })
export class ListComparisonDealersHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('dealers')
  @ApiOperation({ summary: 'Händler mit Rabattdaten für Bank und Marke (mit full_name)' })
  @RespondsWith('ComparisonDealersResponse')
  dealerOptions(@Query() query: ComparisonDealersQueryDto): Promise<ComparisonDealersResponse> {
    return this.queryBus.execute(new ListComparisonDealersQuery(parseListComparisonDealersRequest(query)));
  }
}
