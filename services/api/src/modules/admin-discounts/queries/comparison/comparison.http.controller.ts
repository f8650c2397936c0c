import { COMPARISON_MAX_DEALERS, type DiscountComparisonResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { assertOnlyKeys, customerGroupParam, invalidParameter, list, pageParam, uuidParam, type RawQuery } from '../../../dealer-discounts/shared/query-params';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { ComparisonHandler } from './comparison.handler';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin comparison (spec 2.5, 7.7); its choices are ComparisonOptionsHttpController's. Admin only. */
@ApiTags('admin')
@Controller('api/v1/comparison')
@RequiresLogin({ roles: ['Admin'] })
export class ComparisonHttpController {
  constructor(private readonly handler: ComparisonHandler) {}

  @Get()
  @ApiOperation({ summary: 'Vergleich: je Modell die Rabatte der Händler nebeneinander, Minimum, Maximum, Median und bester Händler' })
  async compare(@Query() query: RawQuery): Promise<DiscountComparisonResponse> {
    assertOnlyKeys(query, ['manufacturer_id', 'brand_id', 'bank_id', 'customer_group', 'car_series_id', 'dealer_ids', 'page']);
    // The spec's selection is called brand_id; manufacturer_id is the same id under the API's name.
    const manufacturerId = uuidParam(query, 'manufacturer_id') ?? uuidParam(query, 'brand_id');
    if (!manufacturerId) throw invalidParameter('manufacturer_id', 'Der Parameter „manufacturer_id“ fehlt.');
    const dealerIds = list(query, 'dealer_ids')?.map((id) => id.toLowerCase());
    if (dealerIds?.some((id) => !UUID.test(id))) throw invalidParameter('dealer_ids');
    if (dealerIds && dealerIds.length > COMPARISON_MAX_DEALERS) throw invalidParameter('dealer_ids', `Es lassen sich höchstens ${COMPARISON_MAX_DEALERS} Händler vergleichen.`);
    return this.handler.execute({
      manufacturerId,
      bankId: uuidParam(query, 'bank_id', true),
      customerGroup: customerGroupParam(query, 'customer_group', false) ?? 'b2b',
      carSeriesId: uuidParam(query, 'car_series_id'),
      dealerIds: dealerIds ? [...new Set(dealerIds)] : undefined,
      page: pageParam(query),
    });
  }
}
