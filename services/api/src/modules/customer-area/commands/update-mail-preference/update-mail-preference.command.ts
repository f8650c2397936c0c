import type { DealMailPreferenceDto } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';

/** Turns one optional deal e-mail on or off; answers all preferences. */
export class UpdateMailPreferenceCommand extends Command<DealMailPreferenceDto[]> {
  constructor(
    readonly customerId: string,
    readonly kind: string,
    readonly enabled: boolean,
  ) {
    super();
  }
}
