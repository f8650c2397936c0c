import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Grüße – 1.234,56 €')).toBe('Grüße – 1.234,56 €');
  });
});
