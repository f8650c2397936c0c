import { makeRow } from '../../../../test/dealer-discounts-api';
import { draftView, setCell } from './edits';

describe('a row with its drafts (status dot and sum by the server\'s rules)', () => {
  it('given drafts of discount cells, when the row is viewed, then the sum adds base, additional and collected discounts without float drift', () => {
    const row = makeRow(1, { additional_discounts: [null, 0.1], collected_discounts: [0.2] });
    let edits = setCell({}, row, 'base_discount', '7,25');
    expect(draftView(edits, row).discountSum).toBe(7.55);
    edits = setCell(edits, row, 'additional_discounts_0', '0,1');
    expect(draftView(edits, row).discountSum).toBe(7.65);
    edits = setCell(edits, row, 'collected_discounts_0', '');
    expect(draftView(edits, row).discountSum).toBe(7.45);
  });

  it('given an orderable row, when a required value is emptied or the row switched off, then the dot follows', () => {
    const row = makeRow(1);
    expect(draftView(setCell({}, row, 'factory_delivery_cents', ''), row).state).toBe('data_missing');
    expect(draftView(setCell({}, row, 'dealer_delivery_cents', '49'), row).state).toBe('available');
    expect(draftView(setCell({}, row, 'available', 'false'), row).state).toBe('unavailable');
  });

  it('given the orderable cell emptied, when the row is viewed, then it is unavailable as the server stores an empty flag as false', () => {
    const row = makeRow(1);
    expect(draftView(setCell({}, row, 'available', ''), row).state).toBe('unavailable');
  });

  it('given a row nobody set orderable or not, when another cell is drafted, then data is still missing rather than unavailable', () => {
    const row = makeRow(2, { available: false, state: 'data_missing' });
    expect(draftView(setCell({}, row, 'base_discount', '6'), row).state).toBe('data_missing');
    expect(draftView(setCell({}, row, 'available', 'true'), row).state).toBe('available');
  });
});
