import type { CustomerGroup } from '@autoleasing/contracts';
import { CustomerGroupValue, UuidValue } from '../../shared/query-dtos';

export class ComparisonDealersQueryDto {
  @UuidValue('Bank') bank_id?: string;
  @UuidValue('Marke') manufacturer_id?: string;
  @CustomerGroupValue() customer_group?: CustomerGroup;
}

export class ComparisonCarSeriesQueryDto {
  @UuidValue('Marke', true) manufacturer_id!: string;
}

/** Not a subclass of the car series DTO: class-validator checks a subclass's own properties first, and the brand comes first. */
export class ComparisonCarModelsQueryDto {
  @UuidValue('Marke', true) manufacturer_id!: string;
  @UuidValue('Baureihe (optional)') car_series_id?: string;
}
