import type { DiscountHistoryEntry } from '@autoleasing/contracts';
import { formatHistoryEntry } from './history-format';

const entry = (overrides: Partial<DiscountHistoryEntry>) =>
  ({ kind: 'edit', old_value: 12, new_value: 10, user_id: 'user-1', user_name: 'Hanna Händler', restored_from: null, valid_from: null, valid_until: null, occurred_at: '2026-11-21T13:03:00.000Z', ...overrides }) as DiscountHistoryEntry;

describe('history entries of restores and campaigns', () => {
  it('names the moment a restore brought back', () => {
    expect(formatHistoryEntry(entry({ kind: 'restore', restored_from: '2026-11-20T07:00:00.000Z' }), 'base_discount')).toBe(
      '12,00 % → 10,00 % · Hanna Händler · 21.11.2026, 14:03 · Wiederherstellung Stand vom 20.11.2026, 08:00',
    );
  });

  it('names a scheduled campaign’s validity, and the scheduler as who switched it', () => {
    expect(formatHistoryEntry(entry({ kind: 'campaign_scheduled', old_value: null, new_value: 12.5, valid_from: '2026-11-30T23:00:00.000Z', valid_until: '2026-12-31T23:00:00.000Z' }), 'base_discount')).toBe(
      '-- → 12,50 % · Hanna Händler · 21.11.2026, 14:03 · Kampagne geplant 01.12.2026, 00:00 bis 01.01.2027, 00:00',
    );
    // The boundaries, as the cell's history (Alt+V) lists them after the worker switched the value.
    expect(formatHistoryEntry(entry({ kind: 'campaign_started', old_value: 10, new_value: 12, user_id: 'system', user_name: null }), 'base_discount')).toBe('10,00 % → 12,00 % · System (Kampagnenplan) · 21.11.2026, 14:03 · Kampagne gestartet');
    expect(formatHistoryEntry(entry({ kind: 'campaign_ended', user_id: 'system', user_name: null }), 'base_discount')).toBe('12,00 % → 10,00 % · System (Kampagnenplan) · 21.11.2026, 14:03 · Kampagne beendet');
  });
});
