import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GERMAN_MESSAGES } from '@autoleasing/contracts';
import overview from '../../../../test/fixtures/magazine/overview.json';
import category from '../../../../test/fixtures/magazine/ratgeber.json';
import article from '../../../../test/fixtures/magazine/versicherung-beim-leasing.json';
import { mockApi } from '../../../../test/mock-api';
import { renderRoute, signedIn } from '../../../../test/render-route';
import { getMagazineArticleQueryOptions } from '../api/magazine-article';
import { getMagazineCategoryQueryOptions } from '../api/magazine-category';

const PENDING = 'Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gesendet haben.';

function api(newsletter: { status?: number; body: unknown } = { body: { status: 'pending', message: PENDING } }) {
  const posted: unknown[] = [];
  const mock = mockApi((url) => {
    if (url.pathname === '/fe-api/v1/magazine') return { body: overview };
    if (url.pathname === '/fe-api/v1/magazine/ratgeber') return { body: category };
    if (url.pathname === `/fe-api/v1/magazine/ratgeber/${article.slug}`) return { body: article };
    if (url.pathname === '/newsletter/register') return newsletter;
    return undefined;
  });
  // The sent body, as the API receives it.
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/newsletter/register')) posted.push(JSON.parse(String(init?.body)));
    return inner(input, init);
  }) as typeof fetch;
  return { ...mock, posted };
}

describe('magazine (spec 2.1)', () => {
  it('shows every category on the front page with its newest articles and a link to all of them', async () => {
    api();
    renderRoute('/magazin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Magazin' })).toBeInTheDocument();
    const sections = await screen.findAllByRole('region', { name: /^(Mobilität|Ratgeber|Autovorstellungen|Leasing)$/ });
    expect(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual(['Mobilität', 'Ratgeber', 'Autovorstellungen', 'Leasing']);
    for (const [index, { category: shown, articles }] of overview.categories.entries()) {
      const section = within(sections[index]);
      expect(section.getAllByRole('article')).toHaveLength(articles.length);
      expect(section.getByRole('link', { name: articles[0].title })).toHaveAttribute('href', articles[0].url);
      expect(section.getByRole('link', { name: `Alle Artikel: ${shown.name}` })).toHaveAttribute('href', shown.url);
    }
    const tabs = within(screen.getByRole('navigation', { name: 'Magazin-Rubriken' }));
    expect(tabs.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the category’s real articles with links to them', async () => {
    api();
    renderRoute('/magazin/ratgeber');
    expect(await screen.findByRole('heading', { level: 1, name: 'Magazin: Ratgeber' })).toBeInTheDocument();
    const first = category.articles[0];
    expect(await screen.findByRole('link', { name: first.title })).toHaveAttribute('href', first.url);
    expect(screen.getAllByRole('article')).toHaveLength(category.articles.length);
    const tabs = within(screen.getByRole('navigation', { name: 'Magazin-Rubriken' }));
    expect(tabs.getByRole('link', { name: 'Ratgeber' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('href', '/magazin');
    expect(tabs.getByRole('link', { name: 'Übersicht' })).not.toHaveAttribute('aria-current');
  });

  it('renders an article with its sections', async () => {
    api();
    renderRoute(`/magazin/ratgeber/${article.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByText(article.sections[0].paragraphs[0])).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Brotkrumen' }));
    expect(crumbs.getByRole('link', { name: 'Magazin' })).toHaveAttribute('href', '/magazin');
    expect(crumbs.getByRole('link', { name: 'Ratgeber' })).toHaveAttribute('href', '/magazin/ratgeber');
  });

  it('shows the 404 page for an unknown article', async () => {
    api();
    renderRoute('/magazin/ratgeber/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: GERMAN_MESSAGES.notFound })).toBeInTheDocument();
  });

  it('signs up for the newsletter with the session’s group, source and page, and shows the API’s message', async () => {
    const { posted } = api();
    renderRoute(`/magazin/ratgeber/${article.slug}`, { session: signedIn('Customer', { customerGroup: 'b2b' }) });
    const form = within(await screen.findByRole('region', { name: /Newsletter/ }));
    fireEvent.click(form.getByRole('button', { name: 'Anmelden' }));
    expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    fireEvent.change(form.getByLabelText('E-Mail-Adresse'), { target: { value: 'leser@example.com' } });
    fireEvent.click(form.getByRole('button', { name: 'Anmelden' }));
    expect(await form.findByRole('status')).toHaveTextContent(PENDING);
    expect(posted).toEqual([{ email: 'leser@example.com', customer_group: 'b2b', optin_source: 'magazin_artikel', optin_url: `http://localhost/magazin/ratgeber/${article.slug}` }]);
  });

  async function signUp(path = '/magazin/ratgeber') {
    const view = renderRoute(path);
    const form = within(await screen.findByRole('region', { name: /Newsletter/ }));
    fireEvent.change(form.getByLabelText('E-Mail-Adresse'), { target: { value: 'leser@example.com' } });
    fireEvent.click(form.getByRole('button', { name: 'Anmelden' }));
    return view;
  }

  it('raises the newsletter’s error page with the API’s reason when the address is refused (spec 8)', async () => {
    api({
      status: 400,
      body: { statusCode: 400, code: 'validation_failed', message: 'Bitte prüfen Sie Ihre Eingaben.', details: [{ field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }] },
    });
    const { router } = await signUp();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Die Anmeldung zum Newsletter ist fehlgeschlagen' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Dieses Angebot ist hier nicht verfügbar' })).toBeNull();
    expect(screen.getByText(/Bitte geben Sie eine gültige E-Mail-Adresse ein\. Bitte prüfen Sie Ihre E-Mail-Adresse und melden Sie sich erneut an\./)).toBeInTheDocument();
    // The URL stays; back to the form on the same page.
    expect(router.state.location.pathname).toBe('/magazin/ratgeber');
    fireEvent.click(screen.getByRole('button', { name: 'Zurück zum Formular' }));
    expect(await screen.findByRole('region', { name: /Newsletter/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Magazin: Ratgeber' })).toBeInTheDocument();
  });

  it('says so when too many sign-ups came from one connection (429), without leaving the page for /error', async () => {
    api({ status: 429, body: { statusCode: 429, code: 'too_many_requests', message: 'Zu viele Anfragen. Bitte warten Sie einen Moment.' } });
    const { router } = await signUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Die Anmeldung zum Newsletter ist fehlgeschlagen' })).toBeInTheDocument();
    expect(screen.getByText(/zu viele Anmeldungen\. Bitte versuchen Sie es in einigen Minuten erneut\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/magazin/ratgeber');
  });

  it('shows the technical error with its code when the server fails', async () => {
    api({ status: 500, body: { statusCode: 500, code: 'internal_error', message: GERMAN_MESSAGES.technicalError } });
    const { router } = await signUp(`/magazin/ratgeber/${article.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Die Anmeldung zum Newsletter ist fehlgeschlagen' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(GERMAN_MESSAGES.technicalError.replace('.', '\\.')))).toBeInTheDocument();
    expect(screen.getByText('Fehlercode: internal_error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/magazin/ratgeber/${article.slug}`);
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });
});

describe('magazine route loaders (prefetch with the page’s query options)', () => {
  it('loads a category’s articles with the route, before the page renders, and the page reads that answer', async () => {
    const { requests } = api();
    const { router, queryClient } = renderRoute('/magazin/ratgeber');
    const key = getMagazineCategoryQueryOptions('ratgeber').queryKey;
    let whenLoaded: unknown = 'never';
    const stop = router.subscribe((state) => {
      if (state.initialized && whenLoaded === 'never') whenLoaded = queryClient.getQueryData(key);
    });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    stop();
    expect(whenLoaded).toEqual(category);
    expect(await screen.findByRole('heading', { level: 1, name: 'Magazin: Ratgeber' })).toBeInTheDocument();
    expect(screen.queryByText('Artikel werden geladen …')).toBeNull();
    expect(requests.filter((url) => url.pathname === '/fe-api/v1/magazine/ratgeber')).toHaveLength(1);
  });

  it('loads an article before the navigation to it ends', async () => {
    const { requests } = api();
    const { router, queryClient } = renderRoute('/magazin/ratgeber');
    await screen.findByRole('heading', { level: 1, name: 'Magazin: Ratgeber' });
    const path = `/magazin/ratgeber/${article.slug}`;
    let whenArrived: unknown = 'never';
    const stop = router.subscribe((state) => {
      if (state.navigation.state === 'idle' && state.location.pathname === path && whenArrived === 'never') {
        whenArrived = queryClient.getQueryData(getMagazineArticleQueryOptions('ratgeber', article.slug).queryKey);
      }
    });
    fireEvent.click(screen.getByRole('link', { name: article.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    stop();
    expect(whenArrived).toEqual(article);
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(requests.filter((url) => url.pathname === `/fe-api/v1/magazine/ratgeber/${article.slug}`)).toHaveLength(1);
  });
});
