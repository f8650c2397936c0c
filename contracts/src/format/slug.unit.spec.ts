import { toSlug } from './slug';

describe('toSlug', () => {
  it('spells out umlauts and ß', () => {
    expect(toSlug('Größe')).toBe('groesse');
    expect(toSlug('Über Äpfel Öl')).toBe('ueber-aepfel-oel');
    expect(toSlug('sofort verfügbar')).toBe('sofort-verfuegbar');
  });

  it('drops other accents and punctuation', () => {
    expect(toSlug('  Škoda Octavia Combi (RS) ')).toBe('skoda-octavia-combi-rs');
    expect(toSlug('Citroën ë-C4')).toBe('citroen-e-c4');
  });
});
