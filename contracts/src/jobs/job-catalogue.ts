/**
 * The typed catalogue of BullMQ jobs: name → payload and result. The api enqueues, the worker
 * processes; both take the types from here so a renamed field fails to compile on both sides.
 */
import type { CopyDiscountsRequest, UpdateAllRequest } from '../dealer-discounts/api';
import type { SelfAssessmentFormJobResult } from '../documents/documents-api';

/**
 * Sizes of the generated demo catalogue: tiny for tests, demo for a browsable shop, bench for
 * load tests. The seed CLI, SEED_ON_START and the demo-data job accept these and nothing else.
 */
export const DEMO_DATA_SIZES = ['tiny', 'demo', 'bench'] as const;
export type DemoDataSize = (typeof DEMO_DATA_SIZES)[number];

export function isDemoDataSize(value: unknown): value is DemoDataSize {
  return typeof value === 'string' && (DEMO_DATA_SIZES as readonly string[]).includes(value);
}

export interface JobCatalogue {
  /**
   * Renders the deal's Selbstauskunft PDF from the customer's stored details, stores it as a
   * document and records it on the deal. One job per deal and details version (job id
   * `self-assessment--{dealId}--{detailsVersion}`): changed details make a new form that replaces
   * the old one. `detailsVersion` is absent only in jobs queued before versions existed.
   */
  'deal.self_assessment_form': {
    payload: { dealId: string; customerId: string; detailsVersion?: string };
    result: SelfAssessmentFormJobResult;
  };
  'demo-data.generate': {
    payload: { size: DemoDataSize; seed?: number };
    result: { brands: number; carSeries: number; carModels: number; offers: number; users: number; durationMs: number };
  };
  /** Bulk edit of a dealer's discount scope (spec 7.1 update_all); the operation id ends up in its events. */
  'discounts.update_all': {
    payload: { operationId: string; dealerId: string; actor: JobActor; request: UpdateAllRequest };
    result: { rows: number; changedCells: number; durationMs: number };
  };
  /** Copy/import of another scope's discounts into this one (spec 7.1 copy). */
  'discounts.copy': {
    payload: { operationId: string; dealerId: string; actor: JobActor; request: CopyDiscountsRequest };
    result: { rows: number; changedCells: number; durationMs: number };
  };
  /**
   * A campaign boundary (issue 21 item 8, ADR 0005): a delayed job at valid_from ('start') or
   * valid_until ('end') appends the campaign's start or end event as the system. Job id
   * `discount-campaigns--{campaignId}-{boundary}`: scheduling twice (api, worker catch-up) queues once.
   */
  'discounts.campaign_boundary': {
    payload: { scope: CampaignJobScope; campaignId: string; boundary: 'start' | 'end' };
    result: { applied: boolean; changedCells: number };
  };
}

/** The table a campaign belongs to (the domain's DiscountScope, as contracts cannot import it). */
export interface CampaignJobScope {
  dealerId: string;
  customerGroup: 'b2b' | 'b2c';
  bankId: string;
  manufacturerId: string;
}

/** Who started a job: the worker appends its events in this person's name. */
export interface JobActor {
  userId: string;
  role: 'Customer' | 'Dealer' | 'Admin';
  actingForDealerId?: string;
}

export type JobName = keyof JobCatalogue;
export type JobPayload<N extends JobName> = JobCatalogue[N]['payload'];
export type JobResult<N extends JobName> = JobCatalogue[N]['result'];

/** One queue per concern keeps a slow bulk job from blocking short ones. */
export const JOB_QUEUES: Record<JobName, string> = {
  'deal.self_assessment_form': 'self-assessment',
  'demo-data.generate': 'maintenance',
  'discounts.update_all': 'discounts',
  'discounts.copy': 'discounts',
  // Its own queue: a long update_all never holds a price switch back.
  'discounts.campaign_boundary': 'discount-campaigns',
};

export type JobState = 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';

/** Response of GET /api/v1/jobs/{id}. */
export interface JobStatusResponse {
  id: string;
  name: string;
  state: JobState;
  /** 0–100 */
  progress: number;
  result: unknown;
  error: { code: string; message: string } | null;
  createdAt: string;
  finishedAt: string | null;
  /** A failed job that can go on from where it stopped (POST /api/v1/jobs/{id}/resume). */
  resumable: boolean;
}

/**
 * Jobs that may run again after a failure without doing anything twice: the discount decider
 * remembers per operation which rows it wrote, so a resumed run changes only the others.
 */
export const RESUMABLE_JOBS: readonly JobName[] = ['discounts.update_all', 'discounts.copy'];
