import { auditCsvHeader, auditCsvRow, auditKindText, csvCell, germanDateTime, germanHundredths, germanValue } from './discount-audit-csv';
import type { AuditRecord } from '../../shared/discount-audit.sql';

const record: AuditRecord = {
  event_id: 'e1',
  seq: 0,
  kind: 'edit',
  dealer_id: 'd1',
  dealer_name: 'Autohaus "Süd"; Filiale',
  dealer_city: 'München',
  customer_group: 'b2b',
  bank_id: 'b1',
  bank_name: 'Bank A',
  manufacturer_id: 'm1',
  manufacturer_name: 'Volkswagen',
  manufacturer_slug: 'vw',
  car_model_id: 'c1',
  car_model_name: 'Golf 1.5 TSI',
  field: 'base_discount',
  old_value: 500,
  new_value: 123456,
  user_id: 'u1',
  user_name: '=HYPERLINK("x")',
  role: 'Admin',
  acting_for_dealer_id: 'd1',
  operation_id: null,
  restored_from: null,
  valid_from: null,
  valid_until: null,
  occurred_at: new Date('2026-11-21T13:03:05.000Z'),
};

describe('discount audit CSV', () => {
  it('names the moment a restore brought back in the kind column (Berlin time)', () => {
    const none = { restored_from: null, valid_from: null, valid_until: null };
    expect(auditKindText({ ...none, kind: 'restore', restored_from: new Date('2026-11-20T07:00:00.000Z') })).toBe('Wiederherstellung (Stand vom 20.11.2026 08:00:00)');
    expect(auditKindText({ ...none, kind: 'edit' })).toBe('Bearbeitung');
    expect(auditKindText({ ...none, kind: 'campaign_scheduled', valid_from: new Date('2026-11-30T23:00:00.000Z'), valid_until: new Date('2026-12-31T23:00:00.000Z') })).toBe(
      'Kampagne geplant (gültig 01.12.2026 00:00:00 bis 01.01.2027 00:00:00)',
    );
    expect(auditCsvRow({ ...record, kind: 'restore', restored_from: new Date('2026-11-20T07:00:00.000Z') })).toContain(';Wiederherstellung (Stand vom 20.11.2026 08:00:00);');
  });

  it('starts with a BOM and German headers separated by semicolons', () => {
    const header = auditCsvHeader();
    expect(header.charCodeAt(0)).toBe(0xfeff);
    expect(header.slice(1)).toMatch(/^Zeitpunkt;Händler;Händler-ID;Kundengruppe;Bank;Marke;Modell;Modell-ID;Feld;Alter Wert;Neuer Wert;Art;Benutzer;/);
    expect(header.endsWith('\r\n')).toBe(true);
  });

  it('writes German numbers and Berlin dates, quotes separators and quotes, defuses formulas', () => {
    const line = auditCsvRow(record);
    expect(line).toContain('21.11.2026 14:03:05;');
    expect(line).toContain(';"Autohaus ""Süd""; Filiale, München";d1;b2b;');
    expect(line).toContain(';Basisnachlass;5,00;1.234,56;Bearbeitung;');
    expect(line).toContain(`;"'=HYPERLINK(""x"")";u1;Admin;d1;;e1\r\n`);
  });

  it('formats flags, bands, money and empty values', () => {
    expect(germanValue('available', true)).toBe('ja');
    expect(germanValue('delivery_time', '2_weeks')).not.toBe('2_weeks');
    expect(germanValue('factory_delivery_cents', 69000)).toBe('690,00');
    expect(germanValue('stock_discount_offset', -150)).toBe('-1,50');
    expect(germanValue('base_discount', null)).toBe('');
    expect(csvCell('-1,50')).toBe('-1,50');
    expect(germanDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('02.07.2026 00:30:00');
    // Around the switch to winter time (25 Oct 2026, 03:00 CEST → 02:00 CET) and across the year.
    expect(germanDateTime(new Date('2026-10-25T00:59:59Z'))).toBe('25.10.2026 02:59:59');
    expect(germanDateTime(new Date('2026-10-25T01:00:00Z'))).toBe('25.10.2026 02:00:00');
    expect(germanDateTime(new Date('2026-12-31T23:00:00Z'))).toBe('01.01.2027 00:00:00');
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 7 * 3_600_000 + 1234) {
      const intl = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(new Date(t));
      expect(germanDateTime(new Date(t))).toBe(intl.replace(', ', ' '));
    }
    expect([germanHundredths(0), germanHundredths(5), germanHundredths(-150), germanHundredths(100000000), germanHundredths(-4)]).toEqual(['0,00', '0,05', '-1,50', '1.000.000,00', '-0,04']);
  });
});
