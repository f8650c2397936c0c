import type { CarModelResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';
import type { CarModelRequest } from './car-model.request.dto';

export class CarModelQuery extends Query<CarModelResponse> {
  constructor(readonly request: CarModelRequest) {
    super();
  }
}
