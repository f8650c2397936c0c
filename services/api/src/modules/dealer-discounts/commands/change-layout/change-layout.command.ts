import type { Actor, DiscountLayoutResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';

/** Add or remove additional discount columns of a dealer's brand; `removing` confirms clearing their values. */
export class ChangeLayoutCommand extends Command<DiscountLayoutResponse & { caught_up: boolean }> {
  constructor(
    readonly dealerId: string,
    readonly actor: Actor,
    readonly manufacturerId: string,
    readonly numberAdditionalDiscounts: number,
    readonly removing: boolean,
  ) {
    super();
  }
}
