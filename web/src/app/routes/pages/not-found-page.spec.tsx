import { screen } from '@testing-library/react';
import { renderRoute } from '../../../../test/render-route';

const NOT_FOUND_TEXT = 'Ohje, die gewünschte Seite wurde nicht gefunden...';

describe('404 page (spec 2.7)', () => {
  it.each(['/gibt-es-nicht', '/not-found', '/leasing/a/b/c/d'])('%s shows the 404 text in the error layout', async (path) => {
    const { container } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeInTheDocument();
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'error');
  });

  it('links to home and special offers without a group when none is known', async () => {
    renderRoute('/gibt-es-nicht');
    expect(await screen.findByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Zu den Sonderangeboten' })).toHaveAttribute('href', '/leasing-sonderangebote');
  });

  it.each([
    ['customer_type=B', 'B'],
    ['customer_type=P', 'P'],
    ['customer_group=b2b', 'B'],
    ['customer_group=b2c', 'P'],
    ['customer_group=B', 'B'],
    ['customer_group=P', 'P'],
    ['customer_group=x&customer_type=P', 'P'],
  ])('carries the group from ?%s as customer_type=%s', async (query, type) => {
    renderRoute(`/gibt-es-nicht?${query}`);
    expect(await screen.findByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', `/?customer_type=${type}`);
    expect(screen.getByRole('link', { name: 'Zu den Sonderangeboten' })).toHaveAttribute(
      'href',
      `/leasing-sonderangebote?customer_type=${type}`,
    );
  });

  // The contracts' spellings only, as the server's page routing (spec 5.1): other cases are no group.
  it.each(['customer_type=p', 'customer_group=B2C', 'customer_group=p'])('carries no group from ?%s', async (query) => {
    renderRoute(`/gibt-es-nicht?${query}`);
    expect(await screen.findByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Zu den Sonderangeboten' })).toHaveAttribute('href', '/leasing-sonderangebote');
  });
});
