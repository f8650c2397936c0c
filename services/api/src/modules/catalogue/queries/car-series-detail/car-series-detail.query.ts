import type { CarSeriesDetailDto, CustomerGroup } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class CarSeriesDetailQuery extends Query<CarSeriesDetailDto> {
  constructor(
    readonly manufacturer: string,
    readonly slug: string,
    readonly customerGroup: CustomerGroup,
  ) {
    super();
  }
}
