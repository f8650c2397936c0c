/**
 * Channel on which a rebuild asks the current holder of a projection to let go of its advisory
 * lock. Payload: the projection name. The holder drops its session, then retries like any
 * standby, so the rebuild (blocked in pg_advisory_lock) gets the lock first.
 */
export const CONTROL_CHANNEL = 'projection_control';
