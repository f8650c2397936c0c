import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CustomerAreaChangesService } from '../../shared/customer-area-changes.service';
import { StreamDealChangesQuery } from './stream-deal-changes.query';

/** The source of the event stream: the projections' change notifications of the customer's own deals. */
@QueryHandler(StreamDealChangesQuery)
export class StreamDealChangesHandler implements IQueryHandler<StreamDealChangesQuery> {
  constructor(private readonly changes: CustomerAreaChangesService) {}

  execute({ customerId, listener }: StreamDealChangesQuery): Promise<() => void> {
    return this.changes.subscribe(customerId, listener);
  }
}
