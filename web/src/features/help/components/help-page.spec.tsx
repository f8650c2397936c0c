import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from '../../../../test/mock-api';
import { renderRoute, signedIn } from '../../../../test/render-route';
import { HELP_FAQ } from './help-faq';

describe('help and FAQ', () => {
  it('answers visitors at /hilfe without a login: every question folds open, contact via login or the imprint', async () => {
    mockApi(() => undefined);
    const { router } = renderRoute('/hilfe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hilfe und häufige Fragen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hilfe');
    const questions = HELP_FAQ.flatMap((topic) => topic.items.map((item) => item.question));
    for (const question of questions) expect(screen.getByText(question, { selector: 'summary' })).toBeInTheDocument();
    const first = screen.getByText(questions[0], { selector: 'summary' }).closest('details')!;
    expect(first).not.toHaveAttribute('open');
    fireEvent.click(within(first).getByText(questions[0]));
    expect(first).toHaveAttribute('open');
    const contact = within(screen.getByRole('region', { name: 'Ihre Frage war nicht dabei?' }));
    expect(contact.getByRole('link', { name: 'Melden Sie sich an' })).toHaveAttribute('href', '/login');
    expect(contact.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
  });

  it('shows the same questions in the customer area, with the way to write about an order', async () => {
    mockApi(() => undefined);
    renderRoute('/customer/help', { session: signedIn('Customer') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hilfe und Kontakt' })).toBeInTheDocument();
    expect(screen.getAllByRole('group').length).toBe(HELP_FAQ.flatMap((topic) => topic.items).length);
    expect(within(screen.getByRole('region', { name: 'Ihre Frage war nicht dabei?' })).getByRole('link', { name: 'Meine Bestellungen' })).toHaveAttribute('href', '/customer/deals');
  });
});
