import type { Actor, SelfAssessmentFormResponse } from '@autoleasing/contracts';
import { ruleViolated, SELF_ASSESSMENT_DETAILS, selfAssessmentDetailsVersion } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DealReadModel } from '../../shared/deal-read-model';
import { configurationOf, SelfAssessmentJobs } from '../../shared/self-assessment-jobs.service';
import { GenerateSelfAssessmentFormCommand } from './generate-self-assessment-form.command';

@CommandHandler(GenerateSelfAssessmentFormCommand)
export class GenerateSelfAssessmentFormHandler implements ICommandHandler<GenerateSelfAssessmentFormCommand> {
  constructor(
    private readonly deals: DealReadModel,
    private readonly jobs: SelfAssessmentJobs,
  ) {}

  async execute({ session, dealId }: GenerateSelfAssessmentFormCommand): Promise<SelfAssessmentFormResponse> {
    const deal = await this.deals.ownDeal(dealId, session.userId);
    const details = await this.jobs.details(session.userId, deal.customer_group);
    if (SELF_ASSESSMENT_DETAILS[deal.customer_group].some((kind) => details[kind] === null)) {
      throw ruleViolated(
        'self_assessment_details_missing',
        'Für die Selbstauskunft fehlen noch Angaben. Bitte vervollständigen Sie zuerst Ihre persönlichen und finanziellen Angaben.',
      );
    }
    const actor: Actor = { userId: session.userId, role: 'Customer' };
    const jobId = await this.jobs.enqueue(deal.id, session.userId, actor, selfAssessmentDetailsVersion(deal.customer_group, details, configurationOf(deal)));
    return { job_id: jobId };
  }
}
