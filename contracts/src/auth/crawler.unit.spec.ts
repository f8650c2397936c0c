import { isCrawlerUserAgent } from './crawler';

describe('isCrawlerUserAgent', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 (compatible; Googlebot/2.1)',
    'Googlebot-Image/1.0',
  ])('flags %s', (agent) => expect(isCrawlerUserAgent(agent)).toBe(true));

  it.each(['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', '', null, undefined])('does not flag %p', (agent) =>
    expect(isCrawlerUserAgent(agent)).toBe(false),
  );
});
