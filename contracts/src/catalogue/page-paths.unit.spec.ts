import { BRAND_SLUGS } from './brands';
import { brandPagePath, CATEGORY_PAGE_SLUGS, modelPagePath, offerPagePath, offerVariation, parseModelSlug } from './page-paths';

const id = '0b9c6f3e-7d1a-4c55-9a0e-2f3b4c5d6e7f';

describe('catalogue page paths', () => {
  it('given a model name without the brand, when building the car URL, then the brand slug leads', () => {
    expect(offerPagePath({ id, manufacturer_name: 'bmw', name: '3er Touring 320d 190 PS Steptronic M Sport' }))
      .toBe(`/leasing-angebote/bmw-3er-touring-320d-190-ps-steptronic-m-sport-${id}`);
  });

  it('given a model name that already starts with the brand, when building, then the brand appears once', () => {
    expect(offerVariation({ id, manufacturer_name: 'mercedes-benz', name: 'Mercedes-Benz A-Klasse A 250 e' })).toBe(`mercedes-benz-a-klasse-a-250-e-${id}`);
  });

  it('given umlauts and accents, when building, then they are folded the spec 9 way', () => {
    expect(offerVariation({ id, manufacturer_name: 'skoda', name: 'Škoda Enyaq 85 Größe' })).toBe(`skoda-enyaq-85-groesse-${id}`);
  });

  it('given no usable words, when building, then the id alone is the variation', () => {
    expect(offerVariation({ id, manufacturer_name: '', name: '' })).toBe(id);
  });

  it('builds brand and model pages', () => {
    expect(brandPagePath('bmw')).toBe('/leasing/bmw');
    expect(modelPagePath({ body_type: 'suv', manufacturer_name: 'bmw', car_series_slug: 'x1' })).toBe('/leasing/suv/bmw-x1');
  });

  it('keeps brand pages and category pages apart', () => {
    expect(BRAND_SLUGS.filter((slug) => CATEGORY_PAGE_SLUGS.includes(slug))).toEqual([]);
  });

  it('reads a model page’s brand and series, the longest brand first, and nothing else', () => {
    expect(parseModelSlug('mercedes-benz-a-klasse')).toEqual({ brand: 'mercedes-benz', series: 'a-klasse' });
    expect(parseModelSlug(`bmw-3er-touring`)).toEqual({ brand: 'bmw', series: '3er-touring' });
    expect(parseModelSlug('gibts-nicht')).toBeUndefined();
    expect(parseModelSlug('bmw-')).toBeUndefined();
    expect(parseModelSlug('bmw-X1')).toBeUndefined();
  });
});

