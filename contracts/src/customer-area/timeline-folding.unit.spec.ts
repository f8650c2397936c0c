import { foldedTimelineText, foldsIntoTimelineEntry, isFoldableTimelineKind } from './timeline-folding';

describe('customer timeline folding', () => {
  const extras = (occurredAt: string, actor: 'customer' | 'team' = 'customer') => ({ type: 'DealExtrasChanged', actor, occurredAt });

  it('given an extras entry, when the same actor changes extras again within 10 minutes of its first change, then it folds', () => {
    expect(foldsIntoTimelineEntry(extras('2026-11-01T09:00:00Z'), extras('2026-11-01T09:10:00Z'))).toBe(true);
    expect(foldsIntoTimelineEntry(extras('2026-11-01T09:00:00Z'), extras('2026-11-01T09:10:01Z'))).toBe(false);
  });

  it('never folds across kinds or actors, nor into nothing', () => {
    expect(foldsIntoTimelineEntry(undefined, extras('2026-11-01T09:00:00Z'))).toBe(false);
    expect(foldsIntoTimelineEntry({ type: 'DealDownpaymentChanged', actor: 'customer', occurredAt: '2026-11-01T09:00:00Z' }, extras('2026-11-01T09:01:00Z'))).toBe(false);
    expect(foldsIntoTimelineEntry(extras('2026-11-01T09:00:00Z', 'team'), extras('2026-11-01T09:01:00Z'))).toBe(false);
  });

  it('keeps state changes, documents, payments, messages and kinds it does not know as entries of their own', () => {
    for (const type of ['DealCustomerStateChanged', 'DealDocumentAttached', 'DealDocumentRemoved', 'DealPaymentStatusChanged', 'DealMessagePosted', 'DealSomethingNew']) {
      expect(isFoldableTimelineKind(type)).toBe(false);
      const entry = { type, actor: 'customer' as const, occurredAt: '2026-11-01T09:00:00Z' };
      expect(foldsIntoTimelineEntry(entry, { ...entry, occurredAt: '2026-11-01T09:00:30Z' })).toBe(false);
    }
  });

  it('titles a folded entry with its kind and count, and tells the latest change', () => {
    expect(foldedTimelineText('DealExtrasChanged', 3, { title: 'Extra gewählt', detail: 'Zulassung' })).toEqual({ title: 'Extras geändert (3×)', detail: 'Zuletzt: Extra gewählt – Zulassung' });
    expect(foldedTimelineText('DealExtrasChanged', 1, { title: 'Extra abgewählt', detail: null })).toEqual({ title: 'Extra abgewählt', detail: null });
  });
});
