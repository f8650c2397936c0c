import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@autoleasing/contracts';
import { EventTypeRegistry } from '../event-type-registry';
import type { NewEvent } from '../types';

export const THING_HAPPENED = 'ContractThingHappened';
export const OTHER_HAPPENED = 'ContractOtherHappened';
export const RENAMED = 'ContractRenamed';

export const METADATA: EventMetadata = {
  actor: { userId: '5b0a1f0e-8f7c-4f8b-9a51-2d3c4e5f6a7b', role: 'Admin', actingForDealerId: 'dealer-42' },
  correlationId: 'corr-1',
  causationId: 'cause-1',
  occurredAt: '2025-11-21T10:15:30.000Z',
};

const hasNumber = (data: unknown): string[] =>
  typeof (data as { n?: unknown } | null)?.n === 'number' ? [] : ['n must be a number'];

/** Registry with the contract's event types; `renamedVersion` 1 is the old schema, 2 the new. */
export function contractRegistry(renamedVersion: 1 | 2 = 2): EventTypeRegistry {
  const registry = new EventTypeRegistry()
    .register({ type: THING_HAPPENED, schemaVersion: 1, validate: hasNumber })
    .register({ type: OTHER_HAPPENED, schemaVersion: 1, validate: hasNumber });
  if (renamedVersion === 1) {
    registry.register({
      type: RENAMED,
      schemaVersion: 1,
      validate: (d) => (typeof (d as { name?: unknown }).name === 'string' ? [] : ['name must be a string']),
    });
  } else {
    registry.register({
      type: RENAMED,
      schemaVersion: 2,
      validate: (d) => (typeof (d as { fullName?: unknown }).fullName === 'string' ? [] : ['fullName must be a string']),
      upcasters: [{ fromVersion: 1, up: (d) => ({ fullName: (d as { name: string }).name }) }],
    });
  }
  return registry;
}

export function thing(n: number, type = THING_HAPPENED): NewEvent {
  return { id: randomUUID(), type, data: { n }, metadata: METADATA };
}

export async function waitFor(condition: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
