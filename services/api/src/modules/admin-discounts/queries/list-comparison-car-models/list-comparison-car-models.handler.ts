import type { ComparisonCarModelsResponse } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ComparisonOptionsRepository } from '../../shared/comparison-options.repository';
import { ListComparisonCarModelsQuery } from './list-comparison-car-models.query';

@QueryHandler(ListComparisonCarModelsQuery)
export class ListComparisonCarModelsHandler implements IQueryHandler<ListComparisonCarModelsQuery> {
  constructor(private readonly options: ComparisonOptionsRepository) {}

  async execute({ manufacturerId, carSeriesId }: ListComparisonCarModelsQuery): Promise<ComparisonCarModelsResponse> {
    return { car_models: await this.options.carModels(manufacturerId, carSeriesId) };
  }
}
