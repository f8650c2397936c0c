import type { Actor, JobStatusResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetJobStatusQuery extends Query<JobStatusResponse> {
  constructor(
    readonly id: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
