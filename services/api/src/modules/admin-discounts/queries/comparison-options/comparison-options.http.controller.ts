import type { ComparisonCarSeriesResponse, ComparisonDealersResponse, ComparisonManufacturersAndBanksResponse, ComparisonOption } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { assertOnlyKeys, customerGroupParam, uuidParam, type RawQuery } from '../../../dealer-discounts/shared/query-params';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { AdminDealersRepository } from '../../shared/admin-dealers.repository';
import { ComparisonOptionsRepository } from '../../shared/comparison-options.repository';

/** The choices of the admin comparison (spec 2.5, 7.7) and the audit explorer's model filter. Admin only. */
@ApiTags('admin')
@Controller('api/v1/comparison/options')
@RequiresLogin({ roles: ['Admin'] })
export class ComparisonOptionsHttpController {
  constructor(
    private readonly options: ComparisonOptionsRepository,
    private readonly dealers: AdminDealersRepository,
  ) {}

  @Get('manufacturers_and_banks')
  @ApiOperation({ summary: 'Marken und Banken mit Rabattdaten (Auswahl des Vergleichs)' })
  manufacturersAndBanks(@Query() query: RawQuery): Promise<ComparisonManufacturersAndBanksResponse> {
    assertOnlyKeys(query, []);
    return this.options.manufacturersAndBanks();
  }

  @Get('dealers')
  @ApiOperation({ summary: 'Händler mit Rabattdaten für Bank und Marke (mit full_name)' })
  async dealerOptions(@Query() query: RawQuery): Promise<ComparisonDealersResponse> {
    assertOnlyKeys(query, ['bank_id', 'manufacturer_id', 'customer_group']);
    return {
      dealers: await this.dealers.withDiscounts({
        bankId: uuidParam(query, 'bank_id'),
        manufacturerId: uuidParam(query, 'manufacturer_id'),
        customerGroup: customerGroupParam(query, 'customer_group', false),
      }),
    };
  }

  /** Spec 7.7 names "car series by brand_id" without a path; this is it. */
  @Get('car_series')
  @ApiOperation({ summary: 'Baureihen einer Marke (manufacturer_id)' })
  async carSeries(@Query() query: RawQuery): Promise<ComparisonCarSeriesResponse> {
    assertOnlyKeys(query, ['manufacturer_id']);
    return { car_series: await this.options.carSeries(uuidParam(query, 'manufacturer_id', true)) };
  }

  /** Car models of a brand (optionally one series), for the audit explorer's model filter. */
  @Get('car_models')
  @ApiOperation({ summary: 'Modelle einer Marke (manufacturer_id, optional car_series_id)' })
  async carModels(@Query() query: RawQuery): Promise<{ car_models: ComparisonOption[] }> {
    assertOnlyKeys(query, ['manufacturer_id', 'car_series_id']);
    const manufacturerId = uuidParam(query, 'manufacturer_id', true);
    return { car_models: await this.options.carModels(manufacturerId, uuidParam(query, 'car_series_id')) };
  }
}
