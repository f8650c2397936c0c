import {
  COMPARISON_MAX_DEALERS,
  type ComparisonCarSeriesResponse,
  type ComparisonDealersResponse,
  type ComparisonManufacturersAndBanksResponse,
  type ComparisonOption,
  type DiscountComparisonResponse,
} from '@autoleasing/contracts';
import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { assertOnlyKeys, customerGroupParam, invalidParameter, list, pageParam, uuidParam, type RawQuery } from '../../../dealer-discounts/shared/query-params';
import { RequiresLogin } from '../../../wall/auth/access-policy.decorator';
import { AdminDealersRepository } from '../../shared/admin-dealers.repository';
import { ComparisonHandler } from './comparison.handler';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin comparison (spec 2.5, 7.7): its options and the comparison itself. Admin only. */
@ApiTags('admin')
@Controller('api/v1/comparison')
@RequiresLogin({ roles: ['Admin'] })
export class ComparisonHttpController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly dealers: AdminDealersRepository,
    private readonly handler: ComparisonHandler,
  ) {}

  @Get('options/manufacturers_and_banks')
  @ApiOperation({ summary: 'Marken und Banken mit Rabattdaten (Auswahl des Vergleichs)' })
  async manufacturersAndBanks(@Query() query: RawQuery): Promise<ComparisonManufacturersAndBanksResponse> {
    assertOnlyKeys(query, []);
    const [manufacturers, banks] = await Promise.all([
      this.pool.query<ComparisonOption & { slug: string }>(
        'SELECT m.id, m.name, m.slug FROM manufacturers m WHERE EXISTS (SELECT 1 FROM discount_comparison_rows r WHERE r.manufacturer_id = m.id) ORDER BY m.name',
      ),
      this.pool.query<ComparisonOption>('SELECT b.id, b.name FROM banks b WHERE EXISTS (SELECT 1 FROM discount_comparison_rows r WHERE r.bank_id = b.id) ORDER BY b.name'),
    ]);
    return { manufacturers: manufacturers.rows, banks: banks.rows };
  }

  @Get('options/dealers')
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
  @Get('options/car_series')
  @ApiOperation({ summary: 'Baureihen einer Marke (manufacturer_id)' })
  async carSeries(@Query() query: RawQuery): Promise<ComparisonCarSeriesResponse> {
    assertOnlyKeys(query, ['manufacturer_id']);
    const manufacturerId = uuidParam(query, 'manufacturer_id', true);
    const { rows } = await this.pool.query<ComparisonOption>('SELECT id, name FROM car_series WHERE manufacturer_id = $1 ORDER BY name, id', [manufacturerId]);
    return { car_series: rows };
  }

  /** Car models of a brand (optionally one series), for the audit explorer's model filter. */
  @Get('options/car_models')
  @ApiOperation({ summary: 'Modelle einer Marke (manufacturer_id, optional car_series_id)' })
  async carModels(@Query() query: RawQuery): Promise<{ car_models: ComparisonOption[] }> {
    assertOnlyKeys(query, ['manufacturer_id', 'car_series_id']);
    const params: unknown[] = [uuidParam(query, 'manufacturer_id', true)];
    const seriesId = uuidParam(query, 'car_series_id');
    const series = seriesId ? `AND car_series_id = $${params.push(seriesId)}` : '';
    const { rows } = await this.pool.query<ComparisonOption>(`SELECT id, name FROM car_models WHERE manufacturer_id = $1 ${series} ORDER BY name, id`, params);
    return { car_models: rows };
  }

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
