import type { Actor } from '@autoleasing/contracts';
import { customerDecider, customerStreamId, type CustomerCommand, type CustomerEvent, type CustomerState } from '@autoleasing/domain';
import { CommandHandler, type CommandHandlerOptions } from '@autoleasing/infra';
import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { randomUUID } from 'node:crypto';

/** The users rows a command writes: before the decision (`work`) and after it (`after`), in its transaction. */
export type AccountRows = Pick<CommandHandlerOptions<CustomerState, CustomerEvent>, 'work' | 'after'>;

/**
 * Records the facts of an account in its `customer-{id}` stream through the one command handler
 * (docs/adr/0006-one-command-path.md): under the stream's lock, the users rows of the command and
 * its event commit together or not at all (with the PostgreSQL store in one transaction; with
 * EventStoreDB through the outbox).
 */
@Injectable()
export class CustomerHistory {
  constructor(private readonly commands: CommandHandler) {}

  async record(command: CustomerCommand, actor: Actor, rows: AccountRows = {}): Promise<void> {
    await this.commands.execute(customerStreamId(command.customerId), customerDecider, command, { metadata: metadataOf(actor), ...rows });
  }

  /**
   * For a command that its own rows settle (the registration: only when the address is new):
   * `commandOf` writes them in the transaction and answers the command, or null for none.
   */
  async recordFromWork(customerId: string, commandOf: (client: PoolClient) => Promise<CustomerCommand | null>, actor: Actor): Promise<void> {
    await this.commands.executeFromWork(customerStreamId(customerId), customerDecider, commandOf, { metadata: metadataOf(actor) });
  }
}

function metadataOf(actor: Actor) {
  const correlationId = randomUUID();
  return { actor, correlationId, causationId: correlationId };
}
