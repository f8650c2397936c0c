import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../../../../test/render-route';
import levelOne from '../../../../../test/fixtures/catalogue/level-one-b2c.json';
import { withFacets } from '../../../../../test/catalogue-api';
import { mockApi } from '../../../../../test/mock-api';

const SEARCH = '/api/v1/catalog/search_offers';
const SERIES_FILTER = '/api/v1/catalog/search_offers/car_series';
const BMW_SERIES = withFacets([{ manufacturer_name: 'bmw', manufacturer_display_name: 'BMW', car_series: [{ value: 'x1', label: 'BMW X1', count: 3 }] }]);

/** Issue 18: /leasing/{brand} is the brand's listing (the header menu and the homepage link there). */
describe('/leasing/{brand}', () => {
  it('given a brand slug, when the page opens, then it lists that brand’s series with the brand as fixed filter', async () => {
    const { lastRequest } = mockApi((url) => (url.pathname === SEARCH ? { body: levelOne } : undefined));
    renderRoute('/leasing/bmw?customer_type=P');
    // The first render loads the lazy route modules: allow for a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'BMW leasen' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(lastRequest(SEARCH)?.searchParams.getAll('term[manufacturer_name][]')).toEqual(['bmw']));
    expect(lastRequest(SEARCH)!.searchParams.get('aggregation')).toBe('level_one');
    // The brand is the page, not a filter to untick.
    expect(screen.queryByRole('group', { name: 'Marke' })).not.toBeInTheDocument();
  });

  it('given a category slug, when the page opens, then it stays the category page', async () => {
    mockApi((url) => (url.pathname === SEARCH ? { body: levelOne } : undefined));
    renderRoute('/leasing/suv?customer_type=P');
    expect(await screen.findByRole('heading', { level: 1, name: 'SUV leasen' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('given a brand page, when the series filter loads, then it offers that brand’s series only', async () => {
    const { lastRequest } = mockApi((url) => (url.pathname === SEARCH ? { body: levelOne } : url.pathname === SERIES_FILTER ? { body: BMW_SERIES } : undefined));
    renderRoute('/leasing/bmw?customer_type=P');
    const series = await screen.findByRole('group', { name: 'Modellreihe' }, { timeout: 10_000 });
    expect(series).toHaveTextContent('BMW X1');
    expect(lastRequest(SERIES_FILTER)!.searchParams.getAll('term[manufacturer_name][]')).toEqual(['bmw']);
  });

  it('given a category page, when the series filter loads, then it asks for the category’s series of every brand', async () => {
    const { lastRequest } = mockApi((url) => (url.pathname === SEARCH ? { body: levelOne } : url.pathname === SERIES_FILTER ? { body: BMW_SERIES } : undefined));
    renderRoute('/leasing/suv?customer_type=P&manufacturer_name=bmw&manufacturer_name=audi');
    await screen.findByRole('group', { name: 'Modellreihe' }, { timeout: 10_000 });
    const asked = lastRequest(SERIES_FILTER)!.searchParams;
    expect(asked.getAll('term[body_type][]')).toEqual(['suv']);
    expect(asked.getAll('term[manufacturer_name][]')).toEqual(['audi', 'bmw']);
  });
});

describe('brand choices of a list page', () => {
  const SUV_SERIES = withFacets([
    { manufacturer_name: 'audi', manufacturer_display_name: 'Audi', car_series: [{ value: 'q3', label: 'Audi Q3', count: 4 }, { value: 'q5', label: 'Audi Q5', count: 2 }] },
    { manufacturer_name: 'bmw', manufacturer_display_name: 'BMW', car_series: [{ value: 'x1', label: 'BMW X1', count: 3 }] },
  ]);

  it('given a category page, when it opens, then the Marke filter offers the brands with offers in that category, with their counts, and keeps a chosen one', async () => {
    const { requests } = mockApi((url) => (url.pathname === SEARCH ? { body: levelOne } : url.pathname === SERIES_FILTER ? { body: SUV_SERIES } : undefined));
    const { router } = renderRoute('/leasing/suv?customer_type=P&manufacturer_name=tesla');
    const brands = await screen.findByRole('group', { name: 'Marke' }, { timeout: 10_000 });
    await waitFor(() => expect(within(brands).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['audi', 'bmw', 'tesla']));
    expect(within(brands).getByRole('checkbox', { name: 'Audi', description: '6 Angebote' })).not.toBeChecked();
    expect(within(brands).getByRole('checkbox', { name: 'Tesla' })).toBeChecked();
    // Asked for the category's series of every brand, by the route loader before the page rendered.
    const unbranded = requests.filter((url) => url.pathname === SERIES_FILTER && url.searchParams.getAll('term[manufacturer_name][]').length === 0);
    expect(unbranded.map((url) => url.searchParams.getAll('term[body_type][]'))).toEqual([['suv']]);
    expect(router.state.navigation.state).toBe('idle');
  });

  it('given a brand page, when it opens, then Karosserie, Kraftstoff and Getriebe offer the types of that brand’s offers, with their counts, and keep a chosen one', async () => {
    const BMW = [
      {
        manufacturer_name: 'bmw',
        manufacturer_display_name: 'BMW',
        car_series: [
          { value: 'x1', label: 'BMW X1', count: 5 },
          { value: '3er-touring', label: 'BMW 3er Touring', count: 1 },
        ],
        facets: { body_type: { suv: 5, estate: 1 }, fuel_type: { electric: 2, petrol: 4 }, gear_type: { automatic: 6 } },
      },
    ];
    mockApi((url) => (url.pathname === SEARCH ? { body: levelOne } : url.pathname === SERIES_FILTER ? { body: BMW } : undefined));
    renderRoute('/leasing/bmw?customer_type=P&body_type=cabrio&gear_type=manual');
    const boxes = (legend: string) => within(screen.getByRole('group', { name: legend })).getAllByRole('checkbox');
    await screen.findByRole('group', { name: 'Karosserie' }, { timeout: 10_000 });
    await waitFor(() => expect(boxes('Karosserie').map((box) => box.getAttribute('value'))).toEqual(['estate', 'suv', 'cabrio']));
    const bodies = screen.getByRole('group', { name: 'Karosserie' });
    // The counts are the page's: with a gear type chosen they would not be what a click leaves, so none is shown.
    expect(within(bodies).getByRole('checkbox', { name: 'SUV', description: '' })).not.toBeChecked();
    expect(within(bodies).getByRole('checkbox', { name: 'Kombi', description: '' })).not.toBeChecked();
    expect(within(bodies).getByRole('checkbox', { name: 'Cabrio' })).toBeChecked();
    // In the usual order (FUEL_TYPES), not the answer's.
    expect(boxes('Kraftstoff').map((box) => box.getAttribute('value'))).toEqual(['petrol', 'electric']);
    expect(within(screen.getByRole('group', { name: 'Kraftstoff' })).getByRole('checkbox', { name: 'Benzin', description: '' })).toBeInTheDocument();
    expect(boxes('Getriebe').map((box) => [box.getAttribute('value'), (box as HTMLInputElement).checked])).toEqual([
      ['automatic', false],
      ['manual', true],
    ]);
  });

  it('given only body types are chosen, when the page opens, then Karosserie counts its types and the other groups count nothing', async () => {
    const BMW = [
      {
        manufacturer_name: 'bmw',
        manufacturer_display_name: 'BMW',
        car_series: [{ value: 'x1', label: 'BMW X1', count: 6 }],
        facets: { body_type: { suv: 5, estate: 1 }, fuel_type: { electric: 2, petrol: 4 }, gear_type: { automatic: 6 } },
      },
    ];
    mockApi((url) => (url.pathname === SEARCH ? { body: levelOne } : url.pathname === SERIES_FILTER ? { body: BMW } : undefined));
    renderRoute('/leasing/bmw?customer_type=P&body_type=suv');
    const bodies = await screen.findByRole('group', { name: 'Karosserie' }, { timeout: 10_000 });
    // Another body type is an alternative to the chosen one: its count is what the click adds.
    await waitFor(() => expect(within(bodies).getByRole('checkbox', { name: 'Kombi', description: '1 Angebot' })).not.toBeChecked());
    expect(within(bodies).getByRole('checkbox', { name: 'SUV', description: '5 Angebote' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Kraftstoff' })).getByRole('checkbox', { name: 'Benzin', description: '' })).toBeInTheDocument();
  });

  it('given the series answer fails, when the page opens, then every brand stays offered', async () => {
    mockApi((url) => (url.pathname === SEARCH ? { body: levelOne } : undefined));
    renderRoute('/leasing/suv?customer_type=P');
    const brands = await screen.findByRole('group', { name: 'Marke' }, { timeout: 10_000 });
    expect(within(brands).getAllByRole('checkbox').length).toBeGreaterThan(20);
  });
});

describe('series choices with the same slug under two brands', () => {
  const ALL = withFacets([
    { manufacturer_name: 'abarth', manufacturer_display_name: 'Abarth', car_series: [{ value: '500e', label: 'Abarth 500e', count: 2 }] },
    { manufacturer_name: 'bmw', manufacturer_display_name: 'BMW', car_series: [{ value: 'x1', label: 'BMW X1', count: 3 }] },
    { manufacturer_name: 'fiat', manufacturer_display_name: 'Fiat', car_series: [{ value: '500e', label: 'Fiat 500e', count: 5 }] },
  ]);

  it('given Abarth and Fiat both have a 500e, then each is listed with its own count, and choosing a brand leaves no stale box', async () => {
    mockApi((url) => {
      if (url.pathname === SEARCH) return { body: levelOne };
      if (url.pathname !== SERIES_FILTER) return undefined;
      const brands = url.searchParams.getAll('term[manufacturer_name][]');
      return { body: brands.length === 0 ? ALL : ALL.filter((brand) => brands.includes(brand.manufacturer_name)) };
    });
    renderRoute('/leasing?customer_type=B');
    const series = await screen.findByRole('group', { name: 'Modellreihe' }, { timeout: 10_000 });
    await waitFor(() => expect(within(series).getAllByRole('checkbox')).toHaveLength(3));
    expect(within(series).getByRole('checkbox', { name: 'Abarth 500e', description: '2 Angebote' })).toBeInTheDocument();
    expect(within(series).getByRole('checkbox', { name: 'Fiat 500e', description: '5 Angebote' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('group', { name: 'Marke' })).getByRole('checkbox', { name: 'BMW' }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Modellreihe' })).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['x1']));
    // A brand is the series list's own scope: its counts stay. A fuel type would narrow them, so they go.
    expect(within(screen.getByRole('group', { name: 'Modellreihe' })).getByRole('checkbox', { name: 'BMW X1', description: '3 Angebote' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('group', { name: 'Kraftstoff' })).getAllByRole('checkbox')[0]);
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Modellreihe' })).getByRole('checkbox', { name: 'BMW X1', description: '' })).toBeInTheDocument());
  });
});


describe('series filter without a brand', () => {
  /** 24 series of 8 brands: more than a list without a brand holds. */
  const MANY = withFacets(
    ['audi', 'bmw', 'fiat', 'ford', 'kia', 'opel', 'skoda', 'volkswagen'].map((brand) => ({
      manufacturer_name: brand,
      manufacturer_display_name: brand.toUpperCase(),
      car_series: ['a', 'b', 'c'].map((s) => ({ value: `${brand}-${s}`, label: `${brand.toUpperCase()} ${s}`, count: 2 })),
    })),
  );

  function answerByBrand() {
    return mockApi((url) => {
      if (url.pathname === SEARCH) return { body: levelOne };
      if (url.pathname !== SERIES_FILTER) return undefined;
      const brands = url.searchParams.getAll('term[manufacturer_name][]');
      return { body: brands.length === 0 ? MANY : MANY.filter((brand) => brands.includes(brand.manufacturer_name)) };
    });
  }

  it('given more than 20 series and no brand, then it asks for a brand first and lists the chosen brand’s series once one is ticked', async () => {
    answerByBrand();
    renderRoute('/leasing?customer_type=B');
    const series = await screen.findByRole('group', { name: 'Modellreihe' }, { timeout: 10_000 });
    await waitFor(() => expect(within(series).getByText('Bitte zuerst eine Marke wählen.')).toBeInTheDocument());
    expect(within(series).queryAllByRole('checkbox')).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('group', { name: 'Marke' })).getByRole('checkbox', { name: 'Kia' }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Modellreihe' })).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['kia-a', 'kia-b', 'kia-c']));
    expect(screen.queryByText('Bitte zuerst eine Marke wählen.')).toBeNull();
  });

  it('given a series in the URL and no brand, then that series stays listed, ticked, so it can be unticked', async () => {
    answerByBrand();
    const { router } = renderRoute('/leasing?customer_type=B&car_series=opel-b');
    const series = await screen.findByRole('group', { name: 'Modellreihe' }, { timeout: 10_000 });
    const box = await within(series).findByRole('checkbox', { name: 'OPEL b', description: '2 Angebote' });
    expect(box).toBeChecked();
    expect(within(series).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(box);
    await waitFor(() => expect(router.state.location.search).toBe('?customer_type=B'));
  });
});
