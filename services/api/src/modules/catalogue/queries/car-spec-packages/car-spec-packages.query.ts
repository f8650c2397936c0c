import type { PackagesResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';
import type { CarSpecPackagesRequest } from './car-spec-packages.request.dto';

export class CarSpecPackagesQuery extends Query<PackagesResponse> {
  constructor(readonly request: CarSpecPackagesRequest) {
    super();
  }
}
