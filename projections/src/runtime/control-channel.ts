/**
 * Channel on which a rebuild asks the current holder of a projection to let go of its advisory
 * lock. Payload: the projection name. The holder drops its session, then retries like any
 * standby, so the rebuild (blocked in pg_advisory_lock) gets the lock first. A projections process
 * LISTENs on it with ONE session for all its projections (infra's PgChannelListener): PostgreSQL
 * 15 signals every listening session on every NOTIFY, and each projection used to listen on its
 * own. A request sent while that session reconnects is missed; the rebuild then fails on its lock
 * timeout and can be run again.
 */
export const CONTROL_CHANNEL = 'projection_control';
