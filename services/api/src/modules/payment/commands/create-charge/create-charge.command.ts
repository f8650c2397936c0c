import type { Actor, ChargeResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { CreateChargeRequestDto } from './create-charge.request.dto';

/** A card charge of the deal's one-time payment, as the customer asked for it. */
export class CreateChargeCommand extends Command<ChargeResponse> {
  constructor(
    readonly body: CreateChargeRequestDto,
    readonly actor: Actor,
  ) {
    super();
  }
}
