import type { CarSeriesDto, CustomerGroup } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class ManufacturerCarSeriesQuery extends Query<CarSeriesDto[]> {
  constructor(
    readonly manufacturer: string,
    readonly customerGroup: CustomerGroup,
  ) {
    super();
  }
}
