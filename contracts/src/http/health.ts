/** One probe of GET /api/health: whether the dependency answered, and how fast. */
export interface HealthCheck {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

/** A projection's checkpoint as GET /api/health reports it; lag is reported, not judged. */
export interface HealthProjection {
  name: string;
  /** running, failed, … or 'never-run' when it has no checkpoint yet. */
  status: string;
  lag: number;
  /** True when lag reached the cap: the real lag is at least `lag`. */
  lagCapped: boolean;
  failedEventId: string | null;
}

/** GET /api/health: 200 when PostgreSQL, Redis and the event store answer, 503 otherwise (same body). */
export interface HealthResponse {
  status: 'ok' | 'unavailable';
  checks: { postgres: HealthCheck; redis: HealthCheck; eventStore: HealthCheck };
  /** Empty when PostgreSQL does not answer. */
  projections: HealthProjection[];
}
