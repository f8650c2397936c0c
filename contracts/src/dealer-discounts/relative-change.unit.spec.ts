import { addToDiscountCell, summariseRelativeChange } from './relative-change';

describe('relative changes (issue 21, browser and server)', () => {
  it('skips empty cells and refuses results outside the range', () => {
    expect(addToDiscountCell('base_discount', null, 100)).toEqual({ kind: 'skipped' });
    expect(addToDiscountCell('base_discount', 750, 100)).toEqual({ kind: 'changed', before: 750, after: 850 });
    expect(addToDiscountCell('base_discount', 50, -100)).toEqual({ kind: 'out_of_range', before: 50, after: -50 });
    expect(addToDiscountCell('stock_discount_offset', 50, -100)).toEqual({ kind: 'changed', before: 50, after: -50 });
  });

  it('counts rows, the smallest and largest value before and after, and the rows changed and refused', () => {
    const rows = [{ id: 'a', value: 750 }, { id: 'b', value: 9950 }, { id: 'c', value: null }];
    const summary = summariseRelativeChange('base_discount', 100, rows, (row) => row.value);
    expect(summary).toMatchObject({ rowsAffected: 2, rowsSkipped: 1, before: { min: 750, max: 9950 }, after: { min: 850, max: 10050 } });
    expect(summary.changed.map((c) => c.row.id)).toEqual(['a']);
    expect(summary.refused).toEqual([{ row: rows[1], before: 9950, after: 10050 }]);
  });
});
