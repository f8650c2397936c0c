import type { OpsDealMessageDto } from '@autoleasing/contracts';
import { Query } from '@nestjs/cqrs';

export class ListMessagesQuery extends Query<OpsDealMessageDto[]> {
  constructor(readonly dealId: string) {
    super();
  }
}
