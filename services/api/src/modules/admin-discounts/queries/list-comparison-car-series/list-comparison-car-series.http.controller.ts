import type { ComparisonCarSeriesResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ComparisonCarSeriesQueryDto } from './list-comparison-car-series.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { ListComparisonCarSeriesQuery } from './list-comparison-car-series.query';

/** A brand's car series (the comparison's choices). Admin only. */
@ApiTags('admin')
@Controller('api/v1/comparison/options')
@RequiresLogin({ roles: ['Admin'] })
export class ListComparisonCarSeriesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Spec 7.7 names "car series by brand_id" without a path; this is it. */
  @Get('car_series')
  @ApiOperation({ summary: 'Baureihen einer Marke (manufacturer_id)' })
  @RespondsWith('ComparisonCarSeriesResponse')
  carSeries(@Query() query: ComparisonCarSeriesQueryDto): Promise<ComparisonCarSeriesResponse> {
    return this.queryBus.execute(new ListComparisonCarSeriesQuery(query.manufacturer_id));
  }
}
