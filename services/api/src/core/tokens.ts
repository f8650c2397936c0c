/** Injection tokens for infrastructure the composition root provides. */
export const RUNTIME_CONFIG = Symbol('RUNTIME_CONFIG');
export const PG_POOL = Symbol('PG_POOL');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const REDIS = Symbol('REDIS');
export const JOB_QUEUES_TOKEN = Symbol('JOB_QUEUES');
export const PROJECTIONS = Symbol('PROJECTIONS');
