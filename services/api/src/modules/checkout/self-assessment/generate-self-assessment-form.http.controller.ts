import { randomUUID } from 'node:crypto';
import type { Actor, CustomerGroup, SelfAssessmentFormResponse } from '@autoleasing/contracts';
import { ruleViolated } from '@autoleasing/domain';
import { type JobQueues } from '@autoleasing/infra';
import { Controller, HttpCode, Inject, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Pool } from 'pg';
import { JOB_QUEUES_TOKEN, PG_POOL } from '../../../core/tokens';
import { CurrentSession, RequiresLogin } from '../../wall/auth/access-policy.decorator';
import type { AuthSession } from '../../wall/auth/session.store';
import { DealReadModel } from '../shared/deal-read-model';

/** The details the form is made of, per group (spec 7.5 kinds). */
export const SELF_ASSESSMENT_DETAILS: Readonly<Record<CustomerGroup, readonly string[]>> = {
  b2c: ['private_personal_details', 'private_banking_details'],
  b2b: ['business_company_manager_details', 'business_company_details', 'business_personal_details'],
};

/**
 * POST /api/v1/checkout/deals/{id}/self_assessment_forms (spec 4.4, 7.5): queues the Selbstauskunft
 * PDF for the customer's deal and answers the job id at once (202); the web polls
 * GET /api/v1/jobs/{id} for progress and then downloads the document from the job's result.
 * One job per deal (id `self-assessment--{dealId}`): asking again returns the same job; a job
 * that failed for good is replaced by a fresh one.
 */
@ApiTags('checkout')
@Controller('api/v1/checkout/deals/:id/self_assessment_forms')
export class GenerateSelfAssessmentFormHttpController {
  constructor(
    private readonly deals: DealReadModel,
    @Inject(JOB_QUEUES_TOKEN) private readonly queues: JobQueues,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Post()
  @HttpCode(202)
  @RequiresLogin({ roles: ['Customer'] })
  @ApiOperation({ summary: 'Selbstauskunft (PDF) erzeugen lassen' })
  async generate(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<SelfAssessmentFormResponse> {
    const deal = await this.deals.ownDeal(id, session.userId);
    await this.requireDetails(session.userId, deal.customer_group);
    const actor: Actor = { userId: session.userId, role: 'Customer' };
    const existing = await this.queues.find(`self-assessment--${deal.id}`);
    if (existing && (await existing.getState()) === 'failed') await existing.remove();
    const jobId = await this.queues.enqueue(
      'deal.self_assessment_form',
      { payload: { dealId: deal.id, customerId: session.userId }, requestedBy: actor, correlationId: randomUUID() },
      { key: deal.id, attempts: 5, backoff: { type: 'exponential', delay: 2000 } },
    );
    return { job_id: jobId };
  }

  private async requireDetails(customerId: string, group: CustomerGroup): Promise<void> {
    for (const kind of SELF_ASSESSMENT_DETAILS[group]) {
      const { rowCount } = await this.pool.query(`SELECT 1 FROM customer_${kind} WHERE user_id = $1`, [customerId]);
      if (!rowCount) {
        throw ruleViolated(
          'self_assessment_details_missing',
          'Für die Selbstauskunft fehlen noch Angaben. Bitte vervollständigen Sie zuerst Ihre persönlichen und finanziellen Angaben.',
        );
      }
    }
  }
}
