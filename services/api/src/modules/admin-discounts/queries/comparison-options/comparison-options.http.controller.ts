import type { ComparisonCarModelsResponse, ComparisonCarSeriesResponse, ComparisonDealersResponse, ComparisonManufacturersAndBanksResponse } from '@autoleasing/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoQueryDto } from '../../../../common/http/query-dto';
import { RespondsWith } from '../../../../common/openapi/response-schemas';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { AdminDealersRepository } from '../../shared/admin-dealers.repository';
import { ComparisonOptionsRepository } from '../../shared/comparison-options.repository';
import { ComparisonCarModelsQueryDto, ComparisonCarSeriesQueryDto, ComparisonDealersQueryDto } from './comparison-options.request.dto';

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
  @RespondsWith('ComparisonManufacturersAndBanksResponse')
  manufacturersAndBanks(@Query() _query: NoQueryDto): Promise<ComparisonManufacturersAndBanksResponse> {
    return this.options.manufacturersAndBanks();
  }

  @Get('dealers')
  @ApiOperation({ summary: 'Händler mit Rabattdaten für Bank und Marke (mit full_name)' })
  @RespondsWith('ComparisonDealersResponse')
  async dealerOptions(@Query() query: ComparisonDealersQueryDto): Promise<ComparisonDealersResponse> {
    return { dealers: await this.dealers.withDiscounts({ bankId: query.bank_id, manufacturerId: query.manufacturer_id, customerGroup: query.customer_group }) };
  }

  /** Spec 7.7 names "car series by brand_id" without a path; this is it. */
  @Get('car_series')
  @ApiOperation({ summary: 'Baureihen einer Marke (manufacturer_id)' })
  @RespondsWith('ComparisonCarSeriesResponse')
  async carSeries(@Query() query: ComparisonCarSeriesQueryDto): Promise<ComparisonCarSeriesResponse> {
    return { car_series: await this.options.carSeries(query.manufacturer_id) };
  }

  /** Car models of a brand (optionally one series), for the audit explorer's model filter. */
  @Get('car_models')
  @ApiOperation({ summary: 'Modelle einer Marke (manufacturer_id, optional car_series_id)' })
  @RespondsWith('ComparisonCarModelsResponse')
  async carModels(@Query() query: ComparisonCarModelsQueryDto): Promise<ComparisonCarModelsResponse> {
    return { car_models: await this.options.carModels(query.manufacturer_id, query.car_series_id) };
  }
}
