import type { OpsDealTimelineResponse } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class GetTimelineQuery extends Query<OpsDealTimelineResponse> {
  constructor(readonly dealId: string) {
    super();
  }
}
