import { makeRow } from '../../../../test/dealer-discounts-api';
import { editText } from './cells';
import { extendedExtent, inBounds, isMultiCell, rangeAnnouncement, rangeBounds, rangeEdges, rangeSize, sliceRange, type CellRange } from './cell-range';
import { discountColumns } from './columns';
import { clipboardText, rangeText } from './copy';
import { setCell, type Edits } from './edits';
import { parseClipboard } from './paste';

const SIZE = { rows: 10, cols: 8 };

describe('cell range of the dealer table (issue 21)', () => {
  it('extends the extent by Shift+arrows, Home/End and Ctrl+Home/End, inside the grid', () => {
    const at = { row: 2, col: 3 };
    expect(extendedExtent(at, 'ArrowDown', false, SIZE)).toEqual({ row: 3, col: 3 });
    expect(extendedExtent(at, 'ArrowUp', false, SIZE)).toEqual({ row: 1, col: 3 });
    expect(extendedExtent(at, 'ArrowRight', false, SIZE)).toEqual({ row: 2, col: 4 });
    expect(extendedExtent(at, 'ArrowLeft', false, SIZE)).toEqual({ row: 2, col: 2 });
    expect(extendedExtent(at, 'Home', false, SIZE)).toEqual({ row: 2, col: 0 });
    expect(extendedExtent(at, 'End', false, SIZE)).toEqual({ row: 2, col: 7 });
    expect(extendedExtent(at, 'End', true, SIZE)).toEqual({ row: 9, col: 7 });
    expect(extendedExtent(at, 'Home', true, SIZE)).toEqual({ row: 0, col: 0 });
    expect(extendedExtent({ row: 0, col: 0 }, 'ArrowUp', false, SIZE)).toEqual({ row: 0, col: 0 });
    expect(extendedExtent({ row: 9, col: 7 }, 'ArrowRight', false, SIZE)).toEqual({ row: 9, col: 7 });
    expect(extendedExtent(at, 'Tab', false, SIZE)).toBeNull();
    expect(extendedExtent(at, 'a', false, SIZE)).toBeNull();
  });

  it('has the same bounds whichever corner the anchor is, and knows its edges and size', () => {
    const down: CellRange = { anchor: { row: 1, col: 2 }, extent: { row: 3, col: 4 } };
    const up: CellRange = { anchor: { row: 3, col: 4 }, extent: { row: 1, col: 2 } };
    expect(rangeBounds(down)).toEqual({ top: 1, bottom: 3, left: 2, right: 4 });
    expect(rangeBounds(up)).toEqual(rangeBounds(down));
    expect(rangeSize(rangeBounds(down))).toEqual({ rows: 3, cols: 3 });
    const bounds = rangeBounds(down);
    expect(inBounds(bounds, 2, 3)).toBe(true);
    expect(inBounds(bounds, 0, 3)).toBe(false);
    expect(inBounds(null, 2, 3)).toBe(false);
    expect(rangeEdges(bounds, 1, 2)).toEqual({ top: true, bottom: false, left: true, right: false });
    expect(rangeEdges(bounds, 2, 3)).toEqual({ top: false, bottom: false, left: false, right: false });
    expect(rangeEdges(bounds, 3, 4)).toEqual({ top: false, bottom: true, left: false, right: true });
    expect(rangeEdges(bounds, 4, 4)).toBeNull();
  });

  it('is a range only with two or more cells, announced in German', () => {
    const one: CellRange = { anchor: { row: 1, col: 1 }, extent: { row: 1, col: 1 } };
    expect(isMultiCell(one)).toBe(false);
    expect(isMultiCell(null)).toBe(false);
    expect(rangeAnnouncement(one)).toBe('');
    expect(rangeAnnouncement({ anchor: { row: 1, col: 1 }, extent: { row: 2, col: 3 } })).toBe('2 Zeilen × 3 Spalten ausgewählt');
    expect(rangeAnnouncement({ anchor: { row: 1, col: 1 }, extent: { row: 1, col: 2 } })).toBe('1 Zeile × 2 Spalten ausgewählt');
    expect(rangeAnnouncement({ anchor: { row: 4, col: 1 }, extent: { row: 1, col: 1 } })).toBe('4 Zeilen × 1 Spalte ausgewählt');
  });

  it('slices the rows and columns it covers', () => {
    const bounds = rangeBounds({ anchor: { row: 1, col: 1 }, extent: { row: 2, col: 2 } });
    expect(sliceRange(['a', 'b', 'c', 'd'], ['x', 'y', 'z'], bounds)).toEqual({ rows: ['b', 'c'], columns: ['y', 'z'] });
  });
});

describe('copying a cell range (issue 21)', () => {
  // select, status, Modell, Basisnachlass, Zusatznachlass 1, Sammelnachlass, Summe, Rate, Bestellprämie, BAFA, BAFA gesamt, …
  const columns = discountColumns(1, ['Sammelnachlass']);
  const rows = [makeRow(1), makeRow(2, { base_discount: 7.25, additional_discounts: [1], bafa_combined: 123_450 }), makeRow(3)];
  const sum = (row: (typeof rows)[number]) => editText('base_discount', row.discount_sum);
  const col = (id: string) => columns.findIndex((column) => column.id === id);

  it('copies rows by line break and cells by tab, German numbers without unit, empty cells empty', () => {
    const bounds = rangeBounds({ anchor: { row: 0, col: col('base_discount') }, extent: { row: 1, col: col('collected_discounts_0') } });
    const slice = sliceRange(rows, columns, bounds);
    expect(rangeText({}, slice.rows, slice.columns, sum)).toBe('5,00\t\t1,50\n7,25\t1,00\t1,50');
  });

  it('copies money as the money cells copy it, choices by label, info and sums as shown, other columns empty', () => {
    const bounds = rangeBounds({ anchor: { row: 1, col: col('car_model_name') }, extent: { row: 1, col: col('bafa_combined') } });
    const slice = sliceRange(rows, columns, bounds);
    const cells = rangeText({}, slice.rows, slice.columns, sum).split('\t');
    expect(slice.columns.map((column) => column.id)).toEqual([
      'car_model_name',
      'base_discount',
      'additional_discounts_0',
      'collected_discounts_0',
      'discount_sum',
      'price_preview',
      'order_absolute_bonus_cents',
      'bafa_manufacturer_included',
      'bafa_combined',
    ]);
    expect(cells).toEqual(['Modell 2', '7,25', '1,00', '1,50', '6,50', '', '500,00', 'Nein', '1234,50']);
    // The selection and status columns have nothing to copy: their cells stay empty, never dropped.
    const left = sliceRange(rows, columns, rangeBounds({ anchor: { row: 0, col: 0 }, extent: { row: 0, col: col('base_discount') } }));
    expect(rangeText({}, left.rows, left.columns, sum)).toBe('\t\tModell 1\t5,00');
  });

  it('copies the drafts as the table shows them, and the paste reads the block back', () => {
    let edits: Edits = {};
    edits = setCell(edits, rows[0], 'base_discount', '8,5');
    edits = setCell(edits, rows[0], 'additional_discounts_0', '2');
    edits = setCell(edits, rows[1], 'base_discount', 'zwölf');
    const bounds = rangeBounds({ anchor: { row: 0, col: col('base_discount') }, extent: { row: 0, col: col('additional_discounts_0') } });
    const slice = sliceRange(rows, columns, bounds);
    const text = rangeText(edits, slice.rows, slice.columns, sum);
    // An invalid draft is shown and copied as typed.
    const second = sliceRange(rows, columns, rangeBounds({ anchor: { row: 1, col: col('base_discount') }, extent: { row: 1, col: col('additional_discounts_0') } }));
    expect(rangeText(edits, second.rows, second.columns, sum)).toBe('zwölf\t1,00');
    expect(text).toBe('8,50\t2,00');
    expect(parseClipboard(`${text}\n${text}`)).toEqual([
      ['8,50', '2,00'],
      ['8,50', '2,00'],
    ]);
  });

  it('leaves the copy of selected rows as it was: trimmed to the columns with values', () => {
    expect(clipboardText({}, rows.slice(0, 1), columns, sum).split('\t').slice(0, 4)).toEqual(['Modell 1', '5,00', '', '1,50']);
  });
});
