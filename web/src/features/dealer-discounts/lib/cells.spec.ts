import { formatDiscountCellValue } from '@autoleasing/contracts';
import { makeRow } from '../../../../test/dealer-discounts-api';
import { apiValue, editText, normaliseChoice, validateCell } from './cells';
import { countEditedCells, setCell, toSaveRows, validateEdits } from './edits';
import { parseClipboard } from './paste';
import { berlinLocalToIso, formatHistoryEntry, isoToBerlinLocal } from './history-format';
import { NO_SELECTION, selectedCount, setMode, toggleRow } from './selection';

describe('dealer table cells (spec 3.11, 5.4)', () => {
  it('shows cents as euros, percent with comma, -- for missing; edits in euros and sends cents back', () => {
    expect(formatDiscountCellValue('order_absolute_bonus_cents', 123_450)).toBe('€ 1.234,50');
    expect(formatDiscountCellValue('base_discount', 7.5)).toBe('7,50 %');
    expect(formatDiscountCellValue('dealer_delivery_cents', null)).toBe('--');
    expect(formatDiscountCellValue('available', false)).toBe('Nicht bestellbar');
    expect(formatDiscountCellValue('delivery_time', '4_to_6_weeks')).toBe('4–6 Wochen');
    expect(editText('order_absolute_bonus_cents', 123_450)).toBe('1234,50');
    expect(apiValue('order_absolute_bonus_cents', '1.234,50')).toBe(123_450);
    expect(apiValue('order_absolute_bonus_cents', '0,29')).toBe(29);
    expect(apiValue('base_discount', '7,5')).toBe(7.5);
    expect(apiValue('stock_discount_offset', '')).toBeNull();
    expect(apiValue('available', 'false')).toBe(false);
    expect(normaliseChoice('available', 'Bestellbar')).toBe('true');
    expect(normaliseChoice('delivery_time', '2–3 Monate')).toBe('2_to_3_months');
  });

  it('checks spec 5.4 per cell', () => {
    expect(validateCell('base_discount', '')).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(validateCell('base_discount', '99,99')).toBeNull();
    expect(validateCell('base_discount', '100')).toBe('Bitte geben Sie einen Wert zwischen 0,00 und 99,99 ein.');
    expect(validateCell('additional_discounts_1', '')).toBeNull();
    expect(validateCell('stock_discount_offset', '-99,99')).toBeNull();
    expect(validateCell('stock_discount_offset', '-100')).toBe('Bitte geben Sie einen Wert zwischen -99,99 und 99,99 ein.');
    expect(validateCell('collected_discounts_0', '-1')).toBe('Der Wert darf nicht kleiner als 0,00 sein.');
    expect(validateCell('order_absolute_bonus_cents', '10,005')).toBe('Bitte geben Sie höchstens zwei Nachkommastellen ein.');
    expect(validateCell('delivery_time', '')).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(validateCell('available', 'vielleicht')).toBe('Bitte wählen Sie einen gültigen Wert.');
  });

  it('needs factory or dealer delivery when one of them is emptied', () => {
    const row = makeRow(1, { factory_delivery_cents: 89_900, dealer_delivery_cents: null });
    const edits = setCell({}, row, 'factory_delivery_cents', '');
    expect(validateEdits(edits)).toEqual({
      'model-01.factory_delivery_cents': 'Bitte geben Sie Werksabholung oder Händlerüberführung an.',
      'model-01.dealer_delivery_cents': 'Bitte geben Sie Werksabholung oder Händlerüberführung an.',
    });
    expect(validateEdits(setCell(edits, row, 'dealer_delivery_cents', '450'))).toEqual({});
  });

  it('sends only the changed cells, lists whole, and counts them', () => {
    const row = makeRow(1, { additional_discounts: [1, null, 3] });
    let edits = setCell({}, row, 'additional_discounts_1', '2,5');
    edits = setCell(edits, row, 'stock_absolute_bonus_cents', '12');
    edits = setCell(edits, row, 'base_discount', '5');
    expect(countEditedCells(edits)).toBe(2);
    expect(toSaveRows(edits)).toEqual([{ car_model_id: 'model-01', additional_discounts: [1, 2.5, 3], stock_absolute_bonus_cents: 1200 }]);
  });

  it('splits clipboard text into rows and cells, ignoring the trailing line break', () => {
    expect(parseClipboard('7,5\r\n8\r\n')).toEqual([['7,5'], ['8']]);
    expect(parseClipboard('1\t2\n3\t4')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });
});

describe('history and past view in Europe/Berlin', () => {
  it('formats an entry as old → new · name · date, time', () => {
    const entry = { kind: 'edit', old_value: 5, new_value: 7.5, user_name: 'Hanna Händler', occurred_at: '2026-11-21T13:03:00.000Z' } as Parameters<typeof formatHistoryEntry>[0];
    expect(formatHistoryEntry(entry, 'base_discount')).toBe('5,00 % → 7,50 % · Hanna Händler · 21.11.2026, 14:03');
    expect(formatHistoryEntry({ ...entry, kind: 'update_all', old_value: null }, 'base_discount')).toBe('-- → 7,50 % · Hanna Händler · 21.11.2026, 14:03 · Massenänderung');
  });

  it('turns a Berlin wall-clock time into an instant, in winter and summer', () => {
    expect(berlinLocalToIso('2026-11-21T14:03')).toBe('2026-11-21T13:03:00.000Z');
    expect(berlinLocalToIso('2026-07-01T14:03')).toBe('2026-07-01T12:03:00.000Z');
    expect(isoToBerlinLocal('2026-07-01T12:03:00.000Z')).toBe('2026-07-01T14:03');
    expect(berlinLocalToIso('gestern')).toBeNull();
  });
});

describe('selection modes (spec 4.8)', () => {
  it('excludes rows from a select-all mode and clears the exclusions when the mode is left', () => {
    let state = setMode(NO_SELECTION, 'all');
    state = toggleRow(toggleRow(state, 'a'), 'b');
    expect(selectedCount(state, ['a', 'b', 'c'], 100)).toBe(98);
    expect(setMode(state, 'all').excludedIdsFromSelectAll).toEqual(['a', 'b']);
    expect(setMode(state, null)).toEqual(NO_SELECTION);
    const page = toggleRow(setMode(NO_SELECTION, 'page'), 'a');
    expect(selectedCount(page, ['a', 'b', 'c'], 100)).toBe(2);
    expect(setMode(page, 'all').excludedIdsFromSelectAll).toEqual([]);
    expect(selectedCount(toggleRow(NO_SELECTION, 'c'), ['a'], 100)).toBe(1);
  });
});
