import { apiValueOf, cellHeader, normalHeader, plainValue, sheetColumns } from './discount-sheet';
import { csvRows } from './sheet-readers';
import { mapSheet } from './sheet-import-mapping';

describe('discount sheet: German numbers, headers and cells', () => {
  it('turns cells into the values a save sends: percent as is, euros to cents, Ja/Nein, band labels', () => {
    expect(apiValueOf('base_discount', '9,25')).toBe(9.25);
    expect(apiValueOf('base_discount', 9.25)).toBe(9.25);
    expect(apiValueOf('factory_delivery_cents', '1.234,56')).toBe(123456);
    expect(apiValueOf('factory_delivery_cents', 999.9)).toBe(99990);
    // A third decimal of a euro stays a fraction of a cent: the decider answers "step".
    expect(apiValueOf('factory_delivery_cents', '1,234')).toBeCloseTo(123.4);
    expect(apiValueOf('available', 'Ja')).toBe(true);
    expect(apiValueOf('available', 'nein')).toBe(false);
    expect(apiValueOf('available', 'vielleicht')).toBe('vielleicht');
    expect(apiValueOf('delivery_time', '2–3 Monate')).toBe('2_to_3_months');
    expect(apiValueOf('delivery_time', '2-3 monate')).toBe('2_to_3_months');
    expect(apiValueOf('delivery_time', 'bald')).toBe('bald');
    expect(apiValueOf('base_discount', 'viel')).toBe('viel');
    expect(apiValueOf('base_discount', '  ')).toBeNull();
    expect(apiValueOf('base_discount', { formula: 'A1*2', result: 4 })).toBe(4);
  });

  it('reads formulas, rich text and links as their shown value', () => {
    expect(plainValue({ richText: [{ text: 'Ja' }, { text: '!' }] })).toBe('Ja!');
    expect(plainValue({ text: 'x', hyperlink: 'http://a' })).toBe('x');
    expect(plainValue('')).toBeNull();
  });

  it('names columns with German labels and units, per layout and brand', () => {
    expect(cellHeader('base_discount', [])).toBe('Basisnachlass (%)');
    expect(cellHeader('dealer_delivery_cents', [])).toBe('Händlerüberführung (€)');
    expect(cellHeader('collected_discounts_0', ['Flottenrabatt'])).toBe('Flottenrabatt (%)');
    const headers = sheetColumns(2, ['Flottenrabatt']).map((c) => c.header);
    expect(headers).toEqual(expect.arrayContaining(['Zusatznachlass 1 (%)', 'Zusatznachlass 2 (%)', 'Flottenrabatt (%)', 'Summe Nachlass (%)', 'Status']));
    expect(headers).not.toContain('Zusatznachlass 3 (%)');
    expect(normalHeader('  basisnachlass   (%) ')).toBe(normalHeader('Basisnachlass (%)'));
  });

  it('parses German CSV (quotes, separators in quotes, BOM) and maps rows by header', async () => {
    const id = '0a000000-0000-4000-8000-000000000001';
    const csv = Buffer.from(`\uFEFFBasisnachlass (%);Fahrzeug-ID;Notiz\r\n"7,5";${id};"a;""b"""\r\n;;\r\n`);
    const rows = [...csvRows(csv)];
    expect(rows[1]).toEqual({ number: 2, values: ['7,5', id, 'a;"b"'] });
    const mapped = await mapSheet(rows, sheetColumns(1, []));
    expect(mapped.rows).toEqual([{ row: 2, carModelId: id, cells: { base_discount: 7.5 } }]);
    expect(mapped.unknownColumns).toEqual(['Notiz']);
  });

  it('given a file exported with the former header "Baureihe", when it is mapped, then the column is known (read-only) and not reported', async () => {
    const id = '0a000000-0000-4000-8000-000000000001';
    const mapped = await mapSheet(csvRows(Buffer.from(`Fahrzeug-ID;Baureihe;Modellreihe;Basisnachlass (%)\n${id};Golf;Golf;1\n`)), sheetColumns(1, []));
    expect(mapped.unknownColumns).toEqual([]);
    expect(mapped.rows).toEqual([{ row: 2, carModelId: id, cells: { base_discount: 1 } }]);
    expect(sheetColumns(1, []).map((c) => c.header)).not.toContain('Baureihe');
  });

  it('names a row without id and a car model listed twice', async () => {
    const id = '0a000000-0000-4000-8000-000000000001';
    const mapped = await mapSheet(csvRows(Buffer.from(`Fahrzeug-ID;Basisnachlass (%)\n${id};1\nGolf;2\n${id};3\n`)), sheetColumns(1, []));
    expect(mapped.problems.map((p) => [p.row, p.code])).toEqual([
      [3, 'invalid_id'],
      [4, 'duplicate_row'],
    ]);
  });
});
