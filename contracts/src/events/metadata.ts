/** Roles that can act in the system. `System` is a worker or projection acting on its own. */
export type ActorRole = 'Visitor' | 'Customer' | 'Dealer' | 'Admin' | 'System';

export interface Actor {
  /** User id (uuid), or 'system' / 'anonymous'. */
  userId: string;
  role: ActorRole;
  /** Set when an Admin acts for a dealer (spec 6, dealer scope). */
  actingForDealerId?: string;
}

/** Metadata stored with every event (DESIGN.md, event store). */
export interface EventMetadata {
  actor: Actor;
  correlationId: string;
  causationId: string;
  /** ISO-8601 UTC timestamp. */
  occurredAt: string;
}

export const SYSTEM_ACTOR: Actor = { userId: 'system', role: 'System' };

/**
 * The actor of imported data (the demo/bench seed's discount events, issue 16): a price's
 * history starts where its data came from. Shown as DATA_IMPORT_ACTOR_NAME in the audit.
 */
export const DATA_IMPORT_ACTOR: Actor = { userId: 'data-import', role: 'System' };
export const DATA_IMPORT_ACTOR_NAME = 'Datenimport';
/** Campaign boundaries (issue 21 item 8) are appended by the scheduler as user 'system'. */
export const CAMPAIGN_SCHEDULER_USER_ID = 'system';
export const CAMPAIGN_SCHEDULER_NAME = 'System (Kampagnenplan)';
