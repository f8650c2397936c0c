import { Query } from '@nestjs/cqrs';

/** Called with the deal id whenever one of the customer's deals changed. */
export type DealChangeListener = (dealId: string) => void;

/** Subscribes `listener` to the customer's deal changes; the result ends the subscription. */
export class StreamDealChangesQuery extends Query<() => void> {
  constructor(
    readonly customerId: string,
    readonly listener: DealChangeListener,
  ) {
    super();
  }
}
