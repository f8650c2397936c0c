import type { ComparisonCarModelsResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ComparisonCarModelsQueryDto } from './list-comparison-car-models.request.dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { ListComparisonCarModelsQuery } from './list-comparison-car-models.query';

/** Car models of a brand (optionally one series), for the audit explorer's model filter. Admin only. */
@ApiTags('admin')
@Controller('api/v1/comparison/options')
@RequiresLogin({ roles: ['Admin'] })
export class ListComparisonCarModelsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('car_models')
  @ApiOperation({ summary: 'Modelle einer Marke (manufacturer_id, optional car_series_id)' })
  @RespondsWith('ComparisonCarModelsResponse')
  carModels(@Query() query: ComparisonCarModelsQueryDto): Promise<ComparisonCarModelsResponse> {
    return this.queryBus.execute(new ListComparisonCarModelsQuery(query.manufacturer_id, query.car_series_id));
  }
}
