import { UuidValue } from '../../shared/query-dtos';

export class ComparisonCarSeriesQueryDto {
  @UuidValue('Marke', true) manufacturer_id!: string;
}
