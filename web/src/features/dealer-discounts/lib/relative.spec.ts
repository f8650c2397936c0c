import { makeRow } from '../../../../test/dealer-discounts-api';
import { parseAdd, planRelativeDrafts } from './relative';
import { nextSort, sortKeyOfColumn } from './sorting';
import { discountColumns } from './columns';
import { setCell } from './edits';

describe('relative changes in the browser (issue 21)', () => {
  it('reads the change as German numbers: points for percent, euros into cents for money', () => {
    expect(parseAdd('base_discount', '1')).toEqual({ ok: true, add: 1 });
    expect(parseAdd('base_discount', '-0,25')).toEqual({ ok: true, add: -0.25 });
    expect(parseAdd('dealer_delivery_cents', '-12,50')).toEqual({ ok: true, add: -1250 });
    expect(parseAdd('base_discount', '0')).toMatchObject({ ok: false });
    expect(parseAdd('base_discount', '0,125')).toMatchObject({ ok: false, message: 'Bitte geben Sie höchstens zwei Nachkommastellen ein.' });
    expect(parseAdd('base_discount', 'eins')).toMatchObject({ ok: false });
  });

  it('checks the change by the server\'s rule: whole cents for money, an upper bound, relative columns only', () => {
    expect(parseAdd('dealer_delivery_cents', '0,29')).toEqual({ ok: true, add: 29 });
    expect(parseAdd('dealer_delivery_cents', '0,125')).toEqual({ ok: false, message: 'Bitte geben Sie ganze Cent an.' });
    expect(parseAdd('dealer_delivery_cents', '1000000')).toEqual({ ok: true, add: 100_000_000 });
    expect(parseAdd('dealer_delivery_cents', '1000000,01')).toEqual({ ok: false, message: 'Die Änderung ist zu groß.' });
    expect(parseAdd('base_discount', '1000001')).toEqual({ ok: false, message: 'Die Änderung ist zu groß.' });
    expect(parseAdd('delivery_time', '1')).toEqual({ ok: false, message: 'Nur Prozent- und Euro-Spalten lassen sich relativ ändern.' });
  });

  it('plans drafts from the values shown (drafts first), skips empty cells, refuses all when one row leaves the range', () => {
    const rows = [makeRow(1), makeRow(2, { base_discount: null }), makeRow(3)];
    const edits = setCell({}, rows[2], 'base_discount', '9,5');
    const plan = planRelativeDrafts(edits, rows, 'base_discount', 1);
    expect(plan.preview).toMatchObject({ rows_affected: 2, rows_skipped: 1, before: { min: 5, max: 9.5 }, after: { min: 6, max: 10.5 }, invalid_rows: [] });
    expect(plan.cells.map((c) => [c.row.car_model_id, c.text])).toEqual([
      ['model-01', '6,00'],
      ['model-03', '10,50'],
    ]);
    const refused = planRelativeDrafts(edits, rows, 'base_discount', 95);
    expect(refused.preview.invalid_rows.map((r) => r.car_model_id)).toEqual(['model-01', 'model-03']);
    expect(refused.cells).toEqual([]);
  });
});

describe('sorting headers (issue 21)', () => {
  it('maps columns to the server’s sort keys and cycles ascending → descending → none', () => {
    const columns = discountColumns(1, []);
    const key = (id: string) => sortKeyOfColumn(columns.find((c) => c.id === id)!);
    expect([key('base_discount'), key('status'), key('updated'), key('discount_sum'), key('select'), key('bafa_combined')]).toEqual([
      'base_discount',
      'state',
      'updated_at',
      'discount_sum',
      null,
      null,
    ]);
    expect(nextSort({ key: null, direction: 'asc' }, 'base_discount')).toEqual({ key: 'base_discount', direction: 'asc' });
    expect(nextSort({ key: 'base_discount', direction: 'asc' }, 'base_discount')).toEqual({ key: 'base_discount', direction: 'desc' });
    expect(nextSort({ key: 'base_discount', direction: 'desc' }, 'base_discount')).toEqual({ key: null, direction: 'asc' });
  });
});
