import type { Actor, EventMetadata } from '@autoleasing/contracts';
import { customerDecider, customerStreamId, type CustomerCommand } from '@autoleasing/domain';
import type { OutboxTransaction } from '@autoleasing/infra';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';

/**
 * Records the facts of an account in its `customer-{id}` stream. Always inside the transaction
 * that changes the users row (an EventOutbox transaction): the row and the event commit together
 * or not at all, and the event reaches the store after commit (or through the relay).
 */
@Injectable()
export class CustomerHistory {
  async record(tx: OutboxTransaction, command: CustomerCommand, actor: Actor, correlationId: string = randomUUID()): Promise<void> {
    const metadata: Omit<EventMetadata, 'occurredAt'> = { actor, correlationId, causationId: correlationId };
    await tx.decide(customerStreamId(command.customerId), customerDecider, command, { metadata });
  }
}
