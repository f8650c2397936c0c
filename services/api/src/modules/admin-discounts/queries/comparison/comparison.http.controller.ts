import type { DiscountComparisonResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { comparisonRequest, ComparisonQueryDto } from './comparison.request.dto';

/** The admin comparison (spec 2.5, 7.7); its choices come from the queries/list-comparison-* folders. Admin only. */
@ApiTags('admin')
@Controller('api/v1/comparison')
@RequiresLogin({ roles: ['Admin'] })
export class ComparisonHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Vergleich: je Modell die Rabatte der Händler nebeneinander, Minimum, Maximum, Median und bester Händler' })
  @RespondsWith('DiscountComparisonResponse')
  compare(@Query() query: ComparisonQueryDto): Promise<DiscountComparisonResponse> {
    return this.queryBus.execute(comparisonRequest(query));
  }
}
