import type { HealthResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetHealthQuery extends Query<HealthResponse> {}
