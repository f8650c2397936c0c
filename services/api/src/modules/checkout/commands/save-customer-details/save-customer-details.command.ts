import type { CustomerDetailsKind, CustomerDetailsUpdateResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';

/** One kind of the customer's details; with deal_id in the body the deal's step completes with it. */
export class SaveCustomerDetailsCommand<K extends CustomerDetailsKind = CustomerDetailsKind> extends Command<CustomerDetailsUpdateResponse<K>> {
  constructor(
    readonly session: AuthSession,
    readonly customerId: string,
    readonly kind: K,
    readonly body: object,
  ) {
    super();
  }
}
