/**
 * The typed catalogue of BullMQ jobs: name → payload and result. The api enqueues, the worker
 * processes; both take the types from here so a renamed field fails to compile on both sides.
 */
export interface JobCatalogue {
  'demo-data.generate': {
    payload: { size: 'demo' | 'bench' | 'tiny'; seed?: number };
    result: { brands: number; carSeries: number; carModels: number; offers: number; users: number; durationMs: number };
  };
}

export type JobName = keyof JobCatalogue;
export type JobPayload<N extends JobName> = JobCatalogue[N]['payload'];
export type JobResult<N extends JobName> = JobCatalogue[N]['result'];

/** One queue per concern keeps a slow bulk job from blocking short ones. */
export const JOB_QUEUES: Record<JobName, string> = {
  'demo-data.generate': 'maintenance',
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
}
