import { randomUUID } from 'node:crypto';
import { customerStateRank, type Actor, type CustomerGroup, type DealCustomerState } from '@autoleasing/contracts';
import { SELF_ASSESSMENT_DETAILS, selfAssessmentDetailsVersion } from '@autoleasing/domain';
import { DocumentsRepository, type JobQueues } from '@autoleasing/infra';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { JOB_QUEUES_TOKEN, PG_POOL } from '../../../core/tokens';
import { CustomerDetailsRepository } from '../customer/customer-details.repository';

/**
 * Queues the Selbstauskunft job of a deal: one job per deal and details version
 * (`self-assessment--{dealId}--{detailsVersion}`), so asking again for the same data returns the
 * same job, and changed details queue a new one whose form replaces the old (the worker decides).
 */
@Injectable()
export class SelfAssessmentJobs {
  private readonly logger = new Logger(SelfAssessmentJobs.name);

  constructor(
    @Inject(JOB_QUEUES_TOKEN) private readonly queues: JobQueues,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly customerDetails: CustomerDetailsRepository,
  ) {}

  /** The details rows the form is made of (one query); a kind the customer has not saved yet is null. */
  async details(customerId: string, group: CustomerGroup): Promise<Record<string, unknown>> {
    const kinds = SELF_ASSESSMENT_DETAILS[group];
    const saved = await this.customerDetails.byKind(customerId, kinds);
    return Object.fromEntries(kinds.map((kind) => [kind, saved[kind] ?? null]));
  }

  async currentVersion(customerId: string, group: CustomerGroup): Promise<string> {
    return selfAssessmentDetailsVersion(group, await this.details(customerId, group));
  }

  /** Enqueues (or finds) the job for this version; a job of it that failed for good is replaced. */
  async enqueue(dealId: string, customerId: string, requestedBy: Actor, detailsVersion: string): Promise<string> {
    const key = `${dealId}--${detailsVersion}`;
    const existing = await this.queues.find(`self-assessment--${key}`);
    if (existing && (await existing.getState()) === 'failed') await existing.remove();
    return this.queues.enqueue(
      'deal.self_assessment_form',
      { payload: { dealId, customerId, detailsVersion }, requestedBy, correlationId: randomUUID() },
      { key, attempts: 5, backoff: { type: 'exponential', delay: 2000 } },
    );
  }

  /**
   * After the customer's details were saved (committed): every deal of the customer whose form was
   * made from other details gets a new form. Best effort: the details are saved either way, so a
   * queue failure is logged, not thrown; asking for the form again repairs it.
   */
  async regenerateAfterDetailsChange(customerId: string, group: CustomerGroup, requestedBy: Actor): Promise<string[]> {
    try {
      const forms = await new DocumentsRepository(this.pool).currentSelfAssessmentForms(customerId);
      if (forms.length === 0) return [];
      // Only deals still in checkout: an archived deal is gone, and a placed order keeps the form
      // its credit check was made on (the decider records no replacement from checkout_completed on).
      const { rows: settled } = await this.pool.query<{ id: string; customer_state: DealCustomerState }>(
        'SELECT id, customer_state FROM deals WHERE id = ANY($1::uuid[])',
        [forms.map((f) => f.dealId)],
      );
      const closed = new Set(
        settled
          .filter((r) => r.customer_state === 'customer_archived' || customerStateRank(r.customer_state) >= customerStateRank('checkout_completed'))
          .map((r) => r.id),
      );
      const version = await this.currentVersion(customerId, group);
      const jobs: string[] = [];
      for (const form of forms) {
        if (form.detailsVersion === version || closed.has(form.dealId)) continue;
        jobs.push(await this.enqueue(form.dealId, customerId, requestedBy, version));
      }
      return jobs;
    } catch (error) {
      this.logger.error(`Selbstauskunft regeneration for customer ${customerId} not queued: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  }
}
