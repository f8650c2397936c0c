import { UuidValue } from '../../shared/query-dtos';

/** Not a subclass of the car series DTO: class-validator checks a subclass's own properties first, and the brand comes first. */
export class ComparisonCarModelsQueryDto {
  @UuidValue('Marke', true) manufacturer_id!: string;
  @UuidValue('Modellreihe (optional)') car_series_id?: string;
}
