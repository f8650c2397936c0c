import type { RecordedEvent } from '@autoleasing/infra';
import { lockKeyParts, projectionLockKey } from './advisory-lock-key';
import { planBatch, positionBefore } from './batch-plan';
import { parseCheckpointPayload } from './checkpoint-store';
import { positionFromText, positionToText } from './position-codec';
import { ALL_EVENT_TYPES, assertValidProjectionName, handles, rebuildSchemaName } from './projection';

function event(position: bigint, type = 'DealCreated'): RecordedEvent {
  return {
    id: `e${position}`,
    type,
    data: {},
    schemaVersion: 1,
    streamId: 'deal-1',
    revision: 0n,
    position,
    metadata: { actor: { userId: 'u', role: 'Customer' }, correlationId: 'c', causationId: 'c', occurredAt: '2026-01-01T00:00:00Z' },
  };
}

describe('projectionLockKey', () => {
  it('is stable, signed 64-bit and differs per name', () => {
    const key = projectionLockKey('audit-trail');
    expect(projectionLockKey('audit-trail')).toBe(key);
    expect(projectionLockKey('deal-list')).not.toBe(key);
    expect(key).toBeGreaterThanOrEqual(-(2n ** 63n));
    expect(key).toBeLessThan(2n ** 63n);
  });

  it('splits into the classid/objid pg_locks shows', () => {
    expect(lockKeyParts(0x0000000100000002n)).toEqual({ classid: 1, objid: 2 });
    // A negative key shows as unsigned oids.
    expect(lockKeyParts(-1n)).toEqual({ classid: 0xffffffff, objid: 0xffffffff });
  });
});

describe('planBatch', () => {
  const projection = { eventTypes: ['DealCreated'] };

  it('applies only handled events but ends after the last event of the batch', () => {
    const plan = planBatch(projection, [event(5n), event(6n, 'Other'), event(7n), event(9n, 'Other')], 4n);
    expect(plan.handled.map((e) => e.position)).toEqual([5n, 7n]);
    expect(plan.endPosition).toBe(9n);
  });

  it('skips events at or before the checkpoint (redelivery)', () => {
    const plan = planBatch(projection, [event(3n), event(4n), event(5n)], 4n);
    expect(plan.handled.map((e) => e.position)).toEqual([5n]);
  });

  it('does not move when nothing is new', () => {
    expect(planBatch(projection, [event(2n)], 4n)).toEqual({ handled: [], endPosition: 4n });
  });

  it('handles every type with the all-types marker', () => {
    expect(planBatch({ eventTypes: [ALL_EVENT_TYPES] }, [event(1n, 'X'), event(2n, 'Y')], 0n).handled).toHaveLength(2);
  });
});

describe('positionBefore', () => {
  const batch = [event(10n), event(11n, 'Other'), event(12n)];
  it('is the previous event of the batch, handled or not', () => {
    expect(positionBefore(batch, batch[2], 9n)).toBe(11n);
  });
  it('is the old checkpoint when the first event fails', () => {
    expect(positionBefore(batch, batch[0], 9n)).toBe(9n);
  });
});

describe('position codec', () => {
  it('round-trips 128-bit positions exactly', () => {
    const big = (123456789n << 64n) | 42n;
    expect(positionFromText(positionToText(big))).toBe(big);
  });
  it('reads a missing checkpoint as zero and rejects garbage', () => {
    expect(positionFromText(null)).toBe(0n);
    expect(() => positionFromText('1.5')).toThrow();
    expect(() => positionToText(-1n)).toThrow();
  });
});

describe('projection names', () => {
  it('handles listed types and the marker', () => {
    expect(handles({ eventTypes: ['A'] }, 'A')).toBe(true);
    expect(handles({ eventTypes: ['A'] }, 'B')).toBe(false);
    expect(handles({ eventTypes: [ALL_EVENT_TYPES] }, 'B')).toBe(true);
  });
  it('maps to a rebuild schema and refuses unsafe names', () => {
    expect(rebuildSchemaName('audit-trail')).toBe('rebuild_audit_trail');
    expect(() => assertValidProjectionName('x; DROP TABLE y')).toThrow(/Invalid projection name/);
    expect(() => assertValidProjectionName('Audit')).toThrow();
  });
});

describe('checkpoint notification payload', () => {
  it('reads the name and, when given, the position a batch moved the checkpoint to', () => {
    expect(parseCheckpointPayload('deals@1562789711180599503366722')).toEqual({ name: 'deals', position: 1562789711180599503366722n });
    expect(parseCheckpointPayload('audit-trail')).toEqual({ name: 'audit-trail' });
    expect(parseCheckpointPayload('deals@x')).toEqual({ name: 'deals' });
    expect(parseCheckpointPayload('')).toBeUndefined();
    expect(parseCheckpointPayload(undefined)).toBeUndefined();
  });
});
