import type { ComparisonCarSeriesResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ComparisonOptionsRepository } from '../../shared/comparison-options.repository';
import { ListComparisonCarSeriesQuery } from './list-comparison-car-series.query';

@QueryHandler(ListComparisonCarSeriesQuery)
export class ListComparisonCarSeriesHandler implements IQueryHandler<ListComparisonCarSeriesQuery> {
  constructor(private readonly options: ComparisonOptionsRepository) {}

  async execute({ manufacturerId }: ListComparisonCarSeriesQuery): Promise<ComparisonCarSeriesResponse> {
    return { car_series: await this.options.carSeries(manufacturerId) };
  }
}
