import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEALER_ID, mockDealerApi } from '../../../../test/dealer-discounts-api';
import { renderRoute, signedIn } from '../../../../test/render-route';

configure({ asyncUtilTimeout: 4000 });

/** Issue 21 item 3 in the browser: a rectangular cell range by keyboard and mouse, copied as TSV. */
const dealer = signedIn('Dealer', { dealerId: DEALER_ID, customerGroup: 'b2b' });
const SCOPE = 'customer_group=b2b&bank_id=bank-1&manufacturer_id=brand-vw';

async function openTable() {
  const api = mockDealerApi();
  const view = renderRoute(`/dealer/discount?${SCOPE}&page=1`, { session: dealer });
  const grid = await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
  return { ...api, ...view, grid };
}

const cell = (grid: HTMLElement, model: string, field: string) => {
  const row = within(grid).getByText(model, { exact: true }).closest('tr') as HTMLElement;
  return row.querySelector(`td[data-field="${field}"]`) as HTMLElement;
};

/** The td that has the focus: keys go where the browser would send them. */
const focused = () => document.activeElement as HTMLElement;
const press = (key: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(focused(), { key, ...init });
const selectedCells = (grid: HTMLElement) => Array.from(grid.querySelectorAll('td[aria-selected="true"]'));
const status = () => screen.getByTestId('dd-range-status');

/** Ctrl+C as the browser delivers it to the page: a copy event whose clipboardData the grid fills. */
function copy(grid: HTMLElement): string | undefined {
  const setData = jest.fn();
  fireEvent.copy(grid, { clipboardData: { setData } });
  return setData.mock.calls.at(-1)?.[1] as string | undefined;
}

describe('/dealer/discount: cell range and Ctrl+C (issue 21)', () => {
  it('Shift+arrows select 2 × 3 cells from the focused cell; Ctrl+C copies them as TSV, drafts as shown', async () => {
    const { grid } = await openTable();
    // A draft in the range: the copy has the value the table shows.
    fireEvent.click(cell(grid, 'Modell 2', 'additional_discounts_0'));
    fireEvent.paste(grid, { clipboardData: { getData: () => '2,5' } });
    await waitFor(() => expect(cell(grid, 'Modell 2', 'additional_discounts_0')).toHaveTextContent('2,50 %'));

    const anchor = cell(grid, 'Modell 1', 'base_discount');
    fireEvent.click(anchor);
    anchor.focus();
    press('ArrowDown', { shiftKey: true });
    press('ArrowRight', { shiftKey: true });
    press('ArrowRight', { shiftKey: true });

    expect(selectedCells(grid)).toHaveLength(6);
    expect(status()).toHaveTextContent('2 Zeilen × 3 Spalten ausgewählt');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    // The anchor keeps the focus and its ring; the opposite corner is the Mindestnachlass of Modell 2.
    expect(anchor).toHaveFocus();
    expect(anchor).toHaveClass('dd-cell--active');
    expect(cell(grid, 'Modell 2', 'collected_discounts_0')).toHaveAttribute('aria-selected', 'true');
    expect(cell(grid, 'Modell 3', 'base_discount')).not.toHaveAttribute('aria-selected');

    expect(copy(grid)).toBe('5,00\t\t1,50\n5,00\t2,50\t1,50');

    // Shift+arrow back shrinks it; Escape collapses to the focused cell, which Ctrl+C copies alone.
    press('ArrowLeft', { shiftKey: true });
    expect(selectedCells(grid)).toHaveLength(4);
    expect(status()).toHaveTextContent('2 Zeilen × 2 Spalten ausgewählt');
    press('Escape');
    expect(selectedCells(grid)).toHaveLength(0);
    expect(status()).toHaveTextContent('');
    expect(anchor).toHaveFocus();
    expect(copy(grid)).toBe('5,00');
  });

  it('a plain arrow collapses the range and moves on; the paste still fills from the focused cell', async () => {
    const { grid } = await openTable();
    const anchor = cell(grid, 'Modell 1', 'base_discount');
    fireEvent.click(anchor);
    anchor.focus();
    press('ArrowDown', { shiftKey: true });
    expect(selectedCells(grid)).toHaveLength(2);
    press('ArrowDown');
    expect(selectedCells(grid)).toHaveLength(0);
    await waitFor(() => expect(cell(grid, 'Modell 2', 'base_discount')).toHaveFocus());

    press('ArrowRight', { shiftKey: true });
    fireEvent.paste(grid, { clipboardData: { getData: () => '7\t3\n8\t4\n' } });
    await waitFor(() => expect(cell(grid, 'Modell 3', 'additional_discounts_0')).toHaveTextContent('4,00 %'));
    expect(cell(grid, 'Modell 2', 'base_discount')).toHaveTextContent('7,00 %');
    expect(cell(grid, 'Modell 2', 'additional_discounts_0')).toHaveTextContent('3,00 %');
    expect(cell(grid, 'Modell 3', 'base_discount')).toHaveTextContent('8,00 %');
  });

  it('Shift+click and a mouse drag select a range; a plain click collapses it; Delete empties its cells', async () => {
    const { grid } = await openTable();
    const anchor = cell(grid, 'Modell 1', 'base_discount');
    fireEvent.mouseDown(anchor, { button: 0 });
    fireEvent.click(anchor);
    anchor.focus();
    const corner = cell(grid, 'Modell 3', 'additional_discounts_0');
    fireEvent.mouseDown(corner, { button: 0, shiftKey: true });
    fireEvent.click(corner, { shiftKey: true });
    expect(selectedCells(grid)).toHaveLength(6);
    expect(anchor).toHaveClass('dd-cell--active');
    expect(status()).toHaveTextContent('3 Zeilen × 2 Spalten ausgewählt');

    fireEvent.click(cell(grid, 'Modell 4', 'base_discount'));
    expect(selectedCells(grid)).toHaveLength(0);

    // Drag from Modell 5 to Modell 6 over two columns.
    const start = cell(grid, 'Modell 5', 'base_discount');
    fireEvent.mouseDown(start, { button: 0 });
    fireEvent.focus(start);
    fireEvent.click(start);
    fireEvent.mouseEnter(cell(grid, 'Modell 6', 'additional_discounts_0'), { buttons: 1 });
    fireEvent.mouseUp(window);
    expect(selectedCells(grid)).toHaveLength(4);
    expect(copy(grid)).toBe('5,00\t\n5,00\t');

    // Moving over cells without the button pressed selects nothing more.
    fireEvent.mouseEnter(cell(grid, 'Modell 7', 'base_discount'), { buttons: 0 });
    expect(selectedCells(grid)).toHaveLength(4);

    start.focus();
    press('Delete');
    await waitFor(() => expect(cell(grid, 'Modell 6', 'base_discount')).toHaveTextContent('--'));
    expect(cell(grid, 'Modell 5', 'base_discount')).toHaveTextContent('--');
    expect(cell(grid, 'Modell 7', 'base_discount')).toHaveTextContent('5,00 %');
  });

  it('a range wins over the selected rows; without a range the selected rows are copied as before', async () => {
    const { grid } = await openTable();
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Zeile auswählen: Modell 1' }));
    const anchor = cell(grid, 'Modell 1', 'collected_discounts_0');
    fireEvent.click(anchor);
    anchor.focus();
    press('ArrowDown', { shiftKey: true });
    expect(copy(grid)).toBe('1,50\n1,50');
    press('Escape');
    expect(copy(grid)!.split('\t').slice(0, 4)).toEqual(['Modell 1', '5,00', '', '1,50']);
  });
});
