import { isMagazineCategory, MAGAZINE_CATEGORIES, MAGAZINE_CATEGORY_LINKS, magazineCategoryPath } from './content';

describe('magazine categories', () => {
  it('lists the four categories of spec 2.1 in the spec order, each with its overview path', () => {
    expect(MAGAZINE_CATEGORY_LINKS).toEqual([
      { slug: 'mobilitaet', name: 'Mobilität', path: '/magazin/mobilitaet' },
      { slug: 'ratgeber', name: 'Ratgeber', path: '/magazin/ratgeber' },
      { slug: 'autovorstellungen', name: 'Autovorstellungen', path: '/magazin/autovorstellungen' },
      { slug: 'leasing', name: 'Leasing', path: '/magazin/leasing' },
    ]);
    for (const link of MAGAZINE_CATEGORY_LINKS) expect(MAGAZINE_CATEGORIES[link.slug].description).not.toBe('');
  });

  it('knows its slugs and nothing else (not inherited names either)', () => {
    expect(isMagazineCategory('ratgeber')).toBe(true);
    expect(isMagazineCategory('sport')).toBe(false);
    expect(isMagazineCategory('Ratgeber')).toBe(false);
    expect(isMagazineCategory('toString')).toBe(false);
    expect(isMagazineCategory('')).toBe(false);
  });

  it('builds the overview path', () => {
    expect(magazineCategoryPath('autovorstellungen')).toBe('/magazin/autovorstellungen');
  });
});
