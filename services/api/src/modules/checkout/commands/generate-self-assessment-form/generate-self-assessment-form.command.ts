import type { SelfAssessmentFormResponse } from '@autoleasing/contracts';
import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../../wall/auth/session.store';

/** Queues the Selbstauskunft PDF of the customer's deal (one job per deal and version of its data). */
export class GenerateSelfAssessmentFormCommand extends Command<SelfAssessmentFormResponse> {
  constructor(
    readonly session: AuthSession,
    readonly dealId: string,
  ) {
    super();
  }
}
