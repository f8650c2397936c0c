import type { CustomerDealDetailDto } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';
import type { CustomerExtrasDto } from './select-extra.request.dto';

/** Selects an extra; the same extra again deselects it (spec 4.5). */
export class SelectExtraCommand extends Command<CustomerDealDetailDto> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
    readonly request: CustomerExtrasDto,
  ) {
    super();
  }
}
