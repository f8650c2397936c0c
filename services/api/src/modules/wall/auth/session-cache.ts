import { AUTH_SESSION_CHANGED_CHANNEL } from '@autoleasing/infra';
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { PgNotifications } from '../../../common/consistency/pg-notifications.service';
import type { AuthSession } from './auth-session';

/** A safety net only: invalidation is by notification, this bounds what a missed one could cost. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;
/** Invalidations remembered for lookups in flight; beyond this they are forgotten wholesale (with those lookups' right to store). */
const MAX_REMEMBERED_INVALIDATIONS = 10_000;

interface Entry {
  session: AuthSession;
  /** Epoch ms: the earlier of the TTL and the session's expires_at. */
  until: number;
}

/** Taken before a lookup's query: its answer is stored only if nothing invalidated the user since. */
export interface LookupTicket {
  readonly userId: string;
  readonly epoch: number;
  readonly generation: number;
}

/**
 * The sessions this api process authenticated, kept in memory so a request with a known token
 * needs no round trip (issue 5). Revocation still takes effect at once in every process: every
 * update or delete of a session or user row notifies `auth_session_changed` with the user id on
 * commit (migration 076), and the cache drops that user's sessions. While the listening connection
 * is down nothing can tell us about such writes, so nothing is cached then, and its loss clears
 * the cache.
 *
 * A lookup that read the row before an invalidation arrived must not store it after: each
 * invalidation stamps the user with the next generation, each loss of the connection moves the
 * epoch on, and a lookup stores only if neither moved past the ticket it took before its query.
 * Negative answers (no such live session) are never cached.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnModuleDestroy {
  /** By session id, oldest first (evicted first at the cap). */
  private readonly entries = new Map<string, Entry>();
  private readonly sessionsOf = new Map<string, Set<string>>();
  /** The generation each user was last invalidated at. */
  private readonly invalidatedAt = new Map<string, number>();
  private generation = 0;
  private epoch = 0;
  private listening = false;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly notifications: PgNotifications) {}

  async onModuleInit(): Promise<void> {
    this.unsubscribe = this.notifications.subscribe(AUTH_SESSION_CHANGED_CHANNEL, {
      notification: (userId) => (userId === '*' ? this.forgetAll() : this.forgetUser(userId)),
      listening: () => {
        this.listening = true;
      },
      lost: () => {
        this.listening = false;
        this.forgetAll();
      },
    });
    await this.notifications.ready(AUTH_SESSION_CHANGED_CHANNEL);
  }

  onModuleDestroy(): void {
    this.listening = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.forgetAll();
  }

  /** The cached session of this id and user, if still valid. */
  get(sessionId: string, userId: string): AuthSession | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (entry.until > Date.now() && entry.session.userId === userId) return entry.session;
    this.remove(sessionId);
    return null;
  }

  /** Null while nothing may be cached (the listener is down): the lookup then stores nothing. */
  ticket(userId: string): LookupTicket | null {
    return this.listening ? { userId, epoch: this.epoch, generation: this.generation } : null;
  }

  store(ticket: LookupTicket | null, session: AuthSession, expiresAt: Date): void {
    if (!ticket || !this.listening || ticket.epoch !== this.epoch || ticket.userId !== session.userId) return;
    if ((this.invalidatedAt.get(ticket.userId) ?? -1) > ticket.generation) return;
    const until = Math.min(Date.now() + TTL_MS, expiresAt.getTime());
    if (until <= Date.now()) return;
    this.remove(session.sessionId);
    if (this.entries.size >= MAX_ENTRIES) this.remove(this.entries.keys().next().value as string);
    this.entries.set(session.sessionId, { session, until });
    let ids = this.sessionsOf.get(session.userId);
    if (!ids) this.sessionsOf.set(session.userId, (ids = new Set()));
    ids.add(session.sessionId);
  }

  /** Drops the user's sessions; lookups of the user already in flight will not store theirs. */
  forgetUser(userId: string): void {
    this.invalidatedAt.set(userId, ++this.generation);
    if (this.invalidatedAt.size > MAX_REMEMBERED_INVALIDATIONS) {
      this.invalidatedAt.clear();
      this.epoch++;
    }
    for (const sessionId of this.sessionsOf.get(userId) ?? []) this.entries.delete(sessionId);
    this.sessionsOf.delete(userId);
  }

  forgetAll(): void {
    this.entries.clear();
    this.sessionsOf.clear();
    this.invalidatedAt.clear();
    this.epoch++;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const ids = this.sessionsOf.get(entry.session.userId);
    ids?.delete(sessionId);
    if (ids?.size === 0) this.sessionsOf.delete(entry.session.userId);
  }
}
