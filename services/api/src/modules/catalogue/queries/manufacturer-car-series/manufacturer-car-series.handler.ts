import type { CarSeriesDto } from '@autoleasing/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import { loadCarSeries } from '../../shared/car-series-dto';
import { resolveManufacturer } from '../../shared/path-params';
import { ReferenceDataService } from '../../shared/reference-data.service';
import { ManufacturerCarSeriesQuery } from './manufacturer-car-series.query';

@QueryHandler(ManufacturerCarSeriesQuery)
export class ManufacturerCarSeriesHandler implements IQueryHandler<ManufacturerCarSeriesQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly referenceData: ReferenceDataService,
  ) {}

  async execute({ manufacturer, customerGroup }: ManufacturerCarSeriesQuery): Promise<CarSeriesDto[]> {
    return loadCarSeries(this.pool, await resolveManufacturer(this.referenceData, manufacturer), customerGroup);
  }
}
