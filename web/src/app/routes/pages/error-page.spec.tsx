import { GERMAN_MESSAGES } from '@autoleasing/contracts';
import { act, screen } from '@testing-library/react';
import { mockCatalogueApi } from '../../../../test/catalogue-api';
import { renderRoute } from '../../../../test/render-route';
import { raiseErrorPage } from '../../../lib/error-page-signal';

describe('/error page', () => {
  it('shows the generic technical error and the code', async () => {
    renderRoute('/error?code=1');
    expect(await screen.findByText(GERMAN_MESSAGES.technicalError)).toBeInTheDocument();
    expect(screen.getByText('Fehlercode: 1')).toBeInTheDocument();
  });
});

describe('raised error page (spec 8: "raise the error page with that status")', () => {
  it('replaces the current page, keeps the URL and goes away on navigation', async () => {
    mockCatalogueApi();
    const { router, container } = renderRoute('/leasing');
    await screen.findByRole('heading', { level: 1, name: 'Leasing-Angebote' });

    act(() => raiseErrorPage(404));
    expect(await screen.findByRole('heading', { level: 1, name: GERMAN_MESSAGES.notFound })).toBeInTheDocument();
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'error');
    expect(router.state.location.pathname).toBe('/leasing');

    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
  });

  it('shows the 400 page for the other customer group', async () => {
    renderRoute('/impressum');
    await screen.findByRole('heading', { level: 1, name: 'Impressum' });
    act(() => raiseErrorPage(400));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dieses Angebot ist hier nicht verfügbar' })).toBeInTheDocument();
  });
});
