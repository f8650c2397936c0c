import type { Actor, SelfAssessmentFormResponse } from '@autoleasing/contracts';
import { ruleViolated, SELF_ASSESSMENT_DETAILS, selfAssessmentDetailsVersion } from '@autoleasing/domain';
import { Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession, RequiresLogin } from '../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../wall/auth/session.store';
import { DealReadModel } from '../shared/deal-read-model';
import { configurationOf, SelfAssessmentJobs } from './self-assessment-jobs.service';

/**
 * POST /api/v1/checkout/deals/{id}/self_assessment_forms (spec 4.4, 7.5): queues the Selbstauskunft
 * PDF for the customer's deal and answers the job id at once (202); the web polls
 * GET /api/v1/jobs/{id} for progress and then downloads the document from the job's result.
 * One job per deal and version of details and configuration (id `self-assessment--{dealId}--{detailsVersion}`):
 * asking again for the same data returns the same job; a job that failed for good is replaced by a
 * fresh one. Changed details make a new form that replaces the old (also queued by the details PATCH).
 */
@ApiTags('checkout')
@Controller('api/v1/checkout/deals/:id/self_assessment_forms')
export class GenerateSelfAssessmentFormHttpController {
  constructor(
    private readonly deals: DealReadModel,
    private readonly jobs: SelfAssessmentJobs,
  ) {}

  @Post()
  @HttpCode(202)
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Selbstauskunft (PDF) erzeugen lassen' })
  async generate(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<SelfAssessmentFormResponse> {
    const deal = await this.deals.ownDeal(id, session.userId);
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
