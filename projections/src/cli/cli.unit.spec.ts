import type { ProjectionStatus } from '../runtime/projection-status';
import { parseCliArgs } from './cli-args';
import { formatStatusTable, statusToJson } from './status-table';

describe('parseCliArgs', () => {
  it.each([
    [['status'], { command: 'status', json: false }],
    [['status', '--json'], { command: 'status', json: true }],
    [['rebuild', 'audit-trail'], { command: 'rebuild', name: 'audit-trail' }],
    [['run'], { command: 'run' }],
    [['migrate'], { command: 'migrate' }],
    [[], { command: 'help' }],
  ])('%j', (argv, expected) => {
    expect(parseCliArgs(argv)).toEqual(expected);
  });

  it.each([[['rebuild']], [['rebuild', 'a', 'b']], [['status', '--yaml']], [['migrate', 'now']], [['frobnicate']]])('%j is invalid', (argv) => {
    expect(parseCliArgs(argv).command).toBe('invalid');
  });
});

const base: ProjectionStatus = {
  name: 'audit-trail',
  status: 'running',
  position: (1n << 64n) | 7n,
  lag: 3,
  lagCapped: false,
  holder: 'host:1:abc',
  locked: true,
  failedEventId: null,
  failedEventType: null,
  error: null,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};

describe('formatStatusTable', () => {
  it('prints a header and one aligned row per projection', () => {
    const failed: ProjectionStatus = { ...base, name: 'deal-list', status: 'failed', lag: 100000, lagCapped: true, holder: null, failedEventId: 'ev-1', failedEventType: 'DealCreated', error: 'boom' };
    const lines = formatStatusTable([base, failed]).split('\n');
    expect(lines[0]).toMatch(/^name\s+status\s+checkpoint\s+lag\s+holder\s+failed event$/);
    expect(lines[2]).toContain('18446744073709551623');
    expect(lines[3]).toContain('≥100000');
    expect(lines[3]).toContain('ev-1 (DealCreated): boom');
    expect(lines[2].indexOf('running')).toBe(lines[3].indexOf('failed'));
  });

  it('serialises positions as strings in JSON', () => {
    expect(JSON.parse(statusToJson([base]))[0]).toMatchObject({ position: '18446744073709551623', updatedAt: '2026-01-01T00:00:00.000Z' });
  });
});
