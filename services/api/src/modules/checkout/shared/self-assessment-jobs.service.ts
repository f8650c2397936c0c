import { randomUUID } from 'node:crypto';
import { customerStateRank, type Actor, type CustomerGroup, type DealCustomerState } from '@autoleasing/contracts';
import { SELF_ASSESSMENT_DETAILS, selfAssessmentDetailsVersion, type SelfAssessmentConfiguration } from '@autoleasing/domain';
import { DocumentsRepository, type JobQueues } from '@autoleasing/infra';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { JOB_QUEUES_TOKEN, PG_POOL } from '../../../core/tokens';
import { CustomerDetailsRepository } from './customer-details.repository';

/** The configuration columns of a deal row the form states (group terms, as the deal's events hold them). */
export interface DealConfigurationRow {
  months: number;
  km_per_year: number;
  downpayment_cents: string | number;
  list_price_cents: string | number;
}

export function configurationOf(row: DealConfigurationRow): SelfAssessmentConfiguration {
  return { months: row.months, kmPerYear: row.km_per_year, downpaymentCents: Number(row.downpayment_cents), listPriceCents: Number(row.list_price_cents) };
}

interface FormDealRow extends DealConfigurationRow {
  id: string;
  customer_state: DealCustomerState;
}

/** Archived deals are gone, and a placed order keeps the form its credit check was made on (the decider records no replacement from checkout_completed on). */
const isClosed = (state: DealCustomerState) => state === 'customer_archived' || customerStateRank(state) >= customerStateRank('checkout_completed');

/**
 * Queues the Selbstauskunft job of a deal: one job per deal and version of details and
 * configuration (`self-assessment--{dealId}--{detailsVersion}`), so asking again for the same data
 * returns the same job, and changed details or a changed configuration queue a new one whose form
 * replaces the old (the worker decides).
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
    return this.regenerateOutdated(customerId, group, requestedBy);
  }

  /**
   * After a configuration change of a deal (term, km, Anzahlung, list price) was committed: its
   * form states other figures now, so a new one is made and replaces it. Best effort as above.
   */
  async regenerateAfterConfigurationChange(dealId: string, customerId: string, group: CustomerGroup, requestedBy: Actor): Promise<string[]> {
    return this.regenerateOutdated(customerId, group, requestedBy, dealId);
  }

  /** Queues a new form for every current form (of one deal, or all the customer's) whose version is not the current one. */
  private async regenerateOutdated(customerId: string, group: CustomerGroup, requestedBy: Actor, dealId?: string): Promise<string[]> {
    try {
      const forms = await new DocumentsRepository(this.pool).currentSelfAssessmentForms(customerId, dealId);
      if (forms.length === 0) return [];
      const { rows } = await this.pool.query<FormDealRow>(
        'SELECT id, customer_state, months, km_per_year, downpayment_cents, list_price_cents FROM deals WHERE id = ANY($1::uuid[])',
        [forms.map((f) => f.dealId)],
      );
      const deals = new Map(rows.map((r) => [r.id, r]));
      const details = await this.details(customerId, group);
      const jobs: string[] = [];
      for (const form of forms) {
        const deal = deals.get(form.dealId);
        if (!deal || isClosed(deal.customer_state)) continue;
        const version = selfAssessmentDetailsVersion(group, details, configurationOf(deal));
        if (form.detailsVersion === version) continue;
        jobs.push(await this.enqueue(form.dealId, customerId, requestedBy, version));
      }
      return jobs;
    } catch (error) {
      this.logger.error(`Selbstauskunft regeneration for customer ${customerId} not queued: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  }
}
