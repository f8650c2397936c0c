import { configure, screen, within } from '@testing-library/react';
import { mockDealerApi, DEALER_ID } from './dealer-discounts-api';
import { renderRoute, signedIn } from './render-route';

// The dealer discount screen's specs (three files, so Jest runs them side by side): a signed-in
// dealer, the table's scope, opening it against the mocked API, and a cell by model and field.

/** The machine is shared and busy: give the app's chained calls (check, patch, reload) time. */
export function patientQueries(): void {
  configure({ asyncUtilTimeout: 4000 });
}

export const dealer = signedIn('Dealer', { dealerId: DEALER_ID, customerGroup: 'b2b' });
export const SCOPE = 'customer_group=b2b&bank_id=bank-1&manufacturer_id=brand-vw';

export async function openTable(path = `/dealer/discount?${SCOPE}&page=1`, extra?: Parameters<typeof mockDealerApi>[0]) {
  const api = mockDealerApi(extra);
  const view = renderRoute(path, { session: dealer });
  const grid = await screen.findByRole('grid', { name: 'Rabatte Volkswagen' });
  return { ...api, ...view, grid };
}

export const cell = (grid: HTMLElement, model: string, field: string) => {
  const row = within(grid).getByText(model, { exact: true }).closest('tr') as HTMLElement;
  return row.querySelector(`td[data-field="${field}"]`) as HTMLElement;
};

/** Opens the table with every save (POST …/discounts) answered by `status` and `body`. */
export function openTableSavingWith(status: number, body: Record<string, unknown>) {
  return openTable(undefined, ({ method, url }) => (method === 'POST' && url.pathname.endsWith('/discounts') ? { status, body: { statusCode: status, ...body } } : undefined));
}
