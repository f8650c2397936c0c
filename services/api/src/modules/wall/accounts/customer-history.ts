import type { EventMetadata, Actor } from '@autoleasing/contracts';
import { customerDecider, customerStreamId, type CustomerCommand } from '@autoleasing/domain';
import { handleCommand, type EventStore } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE } from '../../../core/tokens';

/** Records the facts of an account in its `customer-{id}` stream through the one command path. */
@Injectable()
export class CustomerHistory {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async record(command: CustomerCommand, actor: Actor, correlationId: string = randomUUID()): Promise<void> {
    const metadata: Omit<EventMetadata, 'occurredAt'> = { actor, correlationId, causationId: correlationId };
    await handleCommand(this.eventStore, customerStreamId(command.customerId), customerDecider, command, { metadata });
  }
}
