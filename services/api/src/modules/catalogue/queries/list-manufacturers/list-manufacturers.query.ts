import type { ManufacturerDto } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class ListManufacturersQuery extends Query<ManufacturerDto[]> {
  constructor(readonly withOffersOnly: boolean) {
    super();
  }
}
