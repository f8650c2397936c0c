import type { AdminDealRowDto } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';
import type { OpsActionDto } from './perform-ops-action.request.dto';

/** One transition of the ops part of the deal's table (contract, confirmation, delivery time, registration, pickup). */
export class PerformOpsActionCommand extends Command<AdminDealRowDto> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
    readonly request: OpsActionDto,
  ) {
    super();
  }
}
