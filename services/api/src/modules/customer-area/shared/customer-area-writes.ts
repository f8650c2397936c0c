import { Injectable } from '@nestjs/common';
import { ReadYourWritesService } from '../../../common/consistency/read-your-writes.service';
import type { DealCommandResult } from '../../checkout/shared/deal-commands.service';

/** The read model the customer area reads after a command (read-your-own-writes). */
export const CUSTOMER_AREA_READ_MODELS = ['customer-area'] as const;

/** Waits (bounded) until the customer-area read models have a deal command's events, so the next page shows them. */
@Injectable()
export class CustomerAreaWrites {
  constructor(private readonly readYourWrites: ReadYourWritesService) {}

  async settled(result: DealCommandResult): Promise<void> {
    await this.readYourWrites.waitFor(result.position, CUSTOMER_AREA_READ_MODELS);
  }
}
