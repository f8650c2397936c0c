import type { Actor, EventMetadata } from '@autoleasing/contracts';
import { dealDecider, dealStreamId, type DealCommand, type DealEvent } from '@autoleasing/domain';
import { EventOutbox, type EventStore, type GlobalPosition } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { randomUUID } from 'node:crypto';
import { ReadYourWritesService } from '../../../common/consistency/read-your-writes.service';
import { EVENT_STORE } from '../../../core/tokens';

/** The read models a deal page reads after a command (read-your-own-writes). */
export const DEAL_READ_MODELS = ['deals'] as const;

export interface DealCommandResult {
  events: DealEvent[];
  position: GlobalPosition | null;
}

/**
 * The one way to change a deal (api and, through the same outbox, anything else that appends to
 * `deal-{id}`): inside an outbox transaction the stream is locked, folded (stored and pending
 * events), decided and written; mutable rows the caller writes in `work` (customer details,
 * message texts) commit together with the events or not at all. Decisions on one deal are
 * serialised by the outbox's per-stream lock, so two tabs submitting the same step at once are
 * decided one after the other: the second sees the first's events and changes nothing (or gets
 * the 409 of the transition table). After commit the events are appended; the answer then waits
 * (bounded) until the deals projection has them.
 */
@Injectable()
export class DealCommandsService {
  constructor(
    private readonly outbox: EventOutbox,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly readYourWrites: ReadYourWritesService,
  ) {}

  async execute(
    dealId: string,
    command: DealCommand | ((client: PoolClient) => Promise<DealCommand>),
    actor: Actor,
    options: { correlationId?: string; work?: (client: PoolClient) => Promise<void>; after?: (client: PoolClient, events: DealEvent[]) => Promise<void> } = {},
  ): Promise<DealCommandResult> {
    const correlationId = options.correlationId ?? randomUUID();
    const metadata: Omit<EventMetadata, 'occurredAt'> = { actor, correlationId, causationId: correlationId };
    const streamId = dealStreamId(dealId);
    const events = await this.outbox.transaction(async (tx) => {
      if (options.work) await options.work(tx.client);
      const resolved = typeof command === 'function' ? await command(tx.client) : command;
      const decided = await tx.decide(streamId, dealDecider, resolved, { metadata });
      if (options.after) await options.after(tx.client, decided);
      return decided;
    });
    if (events.length === 0) return { events, position: null };
    const [last] = await this.eventStore.readStream(streamId, { direction: 'backwards', limit: 1 });
    const position = last?.position ?? null;
    await this.readYourWrites.waitFor(position, DEAL_READ_MODELS);
    return { events, position };
  }
}
