import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@autoleasing/contracts';
import { InvalidEventData, UnknownEventType } from './errors';
import { EventTypeRegistry } from './event-type-registry';
import type { NewEvent } from './types';

const METADATA: EventMetadata = {
  actor: { userId: '5b0a1f0e-8f7c-4f8b-9a51-2d3c4e5f6a7b', role: 'Admin' },
  correlationId: 'corr-1',
  causationId: 'cause-1',
  occurredAt: '2025-11-21T10:15:30.000Z',
};

const event = (type: string, data: unknown): NewEvent => ({ id: randomUUID(), type, data, metadata: METADATA });

/** v1 { name } → v2 { fullName } → v3 { fullName, source } → v4 { person: { fullName }, source }. */
function renamedRegistry(upcasterOrder: 'declared-in-order' | 'declared-shuffled' = 'declared-in-order'): {
  registry: EventTypeRegistry;
  calls: number[];
} {
  const calls: number[] = [];
  const upcasters = [
    { fromVersion: 1, up: (d: unknown) => (calls.push(1), { fullName: (d as { name: string }).name }) },
    { fromVersion: 2, up: (d: unknown) => (calls.push(2), { ...(d as object), source: 'legacy' }) },
    {
      fromVersion: 3,
      up: (d: unknown) => {
        calls.push(3);
        const { fullName, source } = d as { fullName: string; source: string };
        return { person: { fullName }, source };
      },
    },
  ];
  const registry = new EventTypeRegistry().register({
    type: 'Renamed',
    schemaVersion: 4,
    validate: () => [],
    upcasters: upcasterOrder === 'declared-in-order' ? upcasters : [upcasters[2], upcasters[0], upcasters[1]],
  });
  return { registry, calls };
}

describe('EventTypeRegistry', () => {
  describe('upcasting', () => {
    it('applies the chain one version at a time, oldest first, up to the current version', () => {
      const { registry, calls } = renamedRegistry();
      expect(registry.upcast('Renamed', 1, { name: 'Erika' })).toEqual({
        schemaVersion: 4,
        data: { person: { fullName: 'Erika' }, source: 'legacy' },
      });
      expect(calls).toEqual([1, 2, 3]);
    });

    it('follows fromVersion, not the order the upcasters were declared in', () => {
      const { registry, calls } = renamedRegistry('declared-shuffled');
      expect(registry.upcast('Renamed', 1, { name: 'Erika' }).data).toEqual({ person: { fullName: 'Erika' }, source: 'legacy' });
      expect(calls).toEqual([1, 2, 3]);
    });

    it('starts in the middle of the chain for data stored at a later version', () => {
      const { registry, calls } = renamedRegistry();
      expect(registry.upcast('Renamed', 3, { fullName: 'Max', source: 'web' })).toEqual({
        schemaVersion: 4,
        data: { person: { fullName: 'Max' }, source: 'web' },
      });
      expect(calls).toEqual([3]);
    });

    it('leaves current data and unknown types untouched', () => {
      const { registry, calls } = renamedRegistry();
      const current = { person: { fullName: 'Max' }, source: 'web' };
      expect(registry.upcast('Renamed', 4, current)).toEqual({ schemaVersion: 4, data: current });
      expect(registry.upcast('WrittenByANewerDeployment', 7, { x: 1 })).toEqual({ schemaVersion: 7, data: { x: 1 } });
      expect(calls).toEqual([]);
    });

    it('throws when stored data is older than the chain reaches back', () => {
      const registry = new EventTypeRegistry().register({
        type: 'Moved',
        schemaVersion: 3,
        validate: () => [],
        upcasters: [{ fromVersion: 2, up: (d) => d }],
      });
      expect(() => registry.upcast('Moved', 1, {})).toThrow('No upcaster for Moved from schema version 1');
    });
  });

  describe('registration', () => {
    it('fails at register time when the upcaster chain has a gap', () => {
      const registry = new EventTypeRegistry();
      expect(() =>
        registry.register({
          type: 'Gappy',
          schemaVersion: 4,
          validate: () => [],
          upcasters: [
            { fromVersion: 1, up: (d) => d },
            { fromVersion: 3, up: (d) => d },
          ],
        }),
      ).toThrow('Upcaster chain of Gappy has a gap at version 2');
      expect(registry.has('Gappy')).toBe(false);
    });

    it('fails when the chain stops short of the current version', () => {
      expect(() =>
        new EventTypeRegistry().register({ type: 'Short', schemaVersion: 3, validate: () => [], upcasters: [{ fromVersion: 1, up: (d) => d }] }),
      ).toThrow('Upcaster chain of Short has a gap at version 2');
    });

    it('rejects a schema version that is not an integer ≥ 1', () => {
      for (const schemaVersion of [0, -1, 1.5]) {
        expect(() => new EventTypeRegistry().register({ type: 'Bad', schemaVersion, validate: () => [] })).toThrow(
          'Schema version of Bad must be an integer ≥ 1',
        );
      }
    });

    it('knows registered types and their current version', () => {
      const { registry } = renamedRegistry();
      expect(registry.has('Renamed')).toBe(true);
      expect(registry.currentVersion('Renamed')).toBe(4);
      expect(registry.has('Other')).toBe(false);
      expect(registry.currentVersion('Other')).toBeUndefined();
    });
  });

  describe('prepare (validation before writing)', () => {
    const registry = new EventTypeRegistry().register({
      type: 'PriceSet',
      schemaVersion: 2,
      validate: (d) => {
        const data = d as { cents?: unknown; currency?: unknown };
        const problems: string[] = [];
        if (!Number.isInteger(data.cents)) problems.push('cents must be an integer');
        if (data.currency !== 'EUR') problems.push('currency must be EUR');
        return problems;
      },
    });

    it('stamps valid events with the current schema version and keeps their order', () => {
      const events = [event('PriceSet', { cents: 100, currency: 'EUR' }), event('PriceSet', { cents: 200, currency: 'EUR' })];
      expect(registry.prepare(events)).toEqual(
        events.map((e) => ({ id: e.id, type: e.type, schemaVersion: 2, data: e.data, metadata: e.metadata })),
      );
    });

    it('lists every problem of invalid data', () => {
      const error = (() => {
        try {
          registry.prepare([event('PriceSet', { cents: 1.5, currency: 'USD' })]);
        } catch (e) {
          return e;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(InvalidEventData);
      expect((error as InvalidEventData).code).toBe('invalid_event_data');
      expect((error as InvalidEventData).eventType).toBe('PriceSet');
      expect((error as InvalidEventData).problems).toEqual(['cents must be an integer', 'currency must be EUR']);
      expect((error as InvalidEventData).message).toContain('cents must be an integer; currency must be EUR');
    });

    it('rejects the whole batch when any event is invalid or of an unknown type', () => {
      const valid = event('PriceSet', { cents: 100, currency: 'EUR' });
      expect(() => registry.prepare([valid, event('PriceSet', { cents: 'x', currency: 'EUR' })])).toThrow(InvalidEventData);
      const unknown = (() => {
        try {
          registry.prepare([valid, event('NoSuchType', {})]);
        } catch (e) {
          return e;
        }
        return undefined;
      })();
      expect(unknown).toBeInstanceOf(UnknownEventType);
      expect((unknown as UnknownEventType).eventType).toBe('NoSuchType');
    });
  });
});
