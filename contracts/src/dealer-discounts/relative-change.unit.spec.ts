import { addToDiscountCell, MAX_RELATIVE_ADD, RELATIVE_ADD_MESSAGES, summariseRelativeChange, validateRelativeAdd } from './relative-change';

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

  it('given a change in points or cents, when validated, then it is converted to stored units', () => {
    expect(validateRelativeAdd('base_discount', 1)).toEqual({ ok: true, value: 100 });
    expect(validateRelativeAdd('base_discount', -0.25)).toEqual({ ok: true, value: -25 });
    expect(validateRelativeAdd('dealer_delivery_cents', -1250)).toEqual({ ok: true, value: -1250 });
    // 0,29 € typed in the browser and multiplied by 100 is 28.999…: still whole cents.
    expect(validateRelativeAdd('dealer_delivery_cents', 0.29 * 100)).toEqual({ ok: true, value: 29 });
  });

  it('given no number, when validated, then it is refused in German', () => {
    expect(validateRelativeAdd('base_discount', '1')).toEqual({ ok: false, code: 'not_a_number', message: RELATIVE_ADD_MESSAGES.not_a_number });
    expect(validateRelativeAdd('base_discount', Number.NaN)).toMatchObject({ ok: false, code: 'not_a_number' });
    expect(validateRelativeAdd('base_discount', Infinity)).toMatchObject({ ok: false, code: 'not_a_number' });
  });

  it('given more than two decimals of a percent or a fraction of a cent, when validated, then the step is refused', () => {
    expect(validateRelativeAdd('base_discount', 0.125)).toEqual({ ok: false, code: 'step', message: 'Bitte geben Sie höchstens zwei Nachkommastellen ein.' });
    expect(validateRelativeAdd('dealer_delivery_cents', 0.5)).toEqual({ ok: false, code: 'step', message: 'Bitte geben Sie ganze Cent an.' });
  });

  it('given 0 or a change beyond the upper bound, when validated, then it is out of range', () => {
    expect(validateRelativeAdd('base_discount', 0)).toEqual({ ok: false, code: 'out_of_range', message: 'Bitte geben Sie eine Änderung ungleich 0 ein.' });
    expect(validateRelativeAdd('dealer_delivery_cents', MAX_RELATIVE_ADD)).toEqual({ ok: true, value: MAX_RELATIVE_ADD });
    expect(validateRelativeAdd('dealer_delivery_cents', MAX_RELATIVE_ADD + 1)).toEqual({ ok: false, code: 'out_of_range', message: 'Die Änderung ist zu groß.' });
    expect(validateRelativeAdd('base_discount', -(MAX_RELATIVE_ADD / 100 + 1))).toMatchObject({ ok: false, code: 'out_of_range' });
  });
});
