import { formatBerlinDateTime, formatDate, formatDateTime } from './date';

describe('dates in Europe/Berlin', () => {
  it('formats DD.MM.YYYY', () => {
    expect(formatDate('2024-03-05T10:00:00Z')).toBe('05.03.2024');
  });

  it('shifts to Berlin time before taking the day', () => {
    // 23:30 UTC on 31 Dec is already New Year in Berlin (UTC+1).
    expect(formatDate('2023-12-31T23:30:00Z')).toBe('01.01.2024');
  });

  it('formats DD MMM YYYY, HH:mm with German month names and summer time', () => {
    expect(formatDateTime('2024-09-03T12:05:00Z')).toBe('03 Sep. 2024, 14:05');
    expect(formatDateTime(new Date('2024-03-15T08:00:00Z'))).toBe('15 März 2024, 09:00');
    expect(formatDateTime(Date.UTC(2024, 4, 1, 22, 0))).toBe('02 Mai 2024, 00:00');
  });

  it('formats the staff screens\' DD.MM.YYYY, HH:mm, with seconds when asked', () => {
    expect(formatBerlinDateTime('2026-11-21T13:03:05Z')).toBe('21.11.2026, 14:03');
    expect(formatBerlinDateTime('2026-07-01T22:30:09Z', { seconds: true })).toBe('02.07.2026, 00:30:09');
  });

  it('rejects invalid input', () => {
    expect(() => formatDate('kein Datum')).toThrow(RangeError);
  });
});
