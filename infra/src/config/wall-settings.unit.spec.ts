import { NEWSLETTER_LINK_HOSTS } from '@autoleasing/contracts';
import { loadPaymentProviderChoice } from './payment-config';
import { loadWallSettings } from './wall-settings';

describe('wall settings', () => {
  it('given no variables outside production, then the development secret and the documented defaults', () => {
    expect(loadWallSettings({})).toEqual({
      authTokenSecret: expect.stringMatching(/^.{32,}$/),
      accessTokenTtlSeconds: 8 * 60 * 60,
      smtpUrl: null,
      mailFrom: 'autoleasing <no-reply@autoleasing.example>',
      newsletterLinkHosts: NEWSLETTER_LINK_HOSTS,
      secondFactorKey: expect.any(Buffer),
    });
  });

  it('given production without AUTH_TOKEN_SECRET (or a short one), then it refuses to start', () => {
    expect(() => loadWallSettings({ NODE_ENV: 'production' })).toThrow('AUTH_TOKEN_SECRET must be set to at least 32 characters');
    expect(() => loadWallSettings({ NODE_ENV: 'production', AUTH_TOKEN_SECRET: 'short' })).toThrow('AUTH_TOKEN_SECRET');
    expect(loadWallSettings({ NODE_ENV: 'production', AUTH_TOKEN_SECRET: 'x'.repeat(32) }).authTokenSecret).toHaveLength(32);
  });

  it('given set variables, then their values; an empty SMTP_URL keeps mails in the outbox', () => {
    const settings = loadWallSettings({ ACCESS_TOKEN_TTL_SECONDS: '600', SMTP_URL: '', MAIL_FROM: 'x <x@example.org>', NEWSLETTER_LINK_HOSTS: ' News.Example , links.example' });
    expect(settings).toMatchObject({ accessTokenTtlSeconds: 600, smtpUrl: null, mailFrom: 'x <x@example.org>', newsletterLinkHosts: ['news.example', 'links.example'] });
  });

  it.each(['abc', '0', '-5', '1.5'])('given ACCESS_TOKEN_TTL_SECONDS=%p, then it refuses to start instead of a NaN lifetime', (value) => {
    expect(() => loadWallSettings({ ACCESS_TOKEN_TTL_SECONDS: value })).toThrow('ACCESS_TOKEN_TTL_SECONDS must be a positive whole number of seconds');
  });
});

describe('payment provider', () => {
  it('given nothing or sandbox, then sandbox; anything else stops the start', () => {
    expect(loadPaymentProviderChoice({})).toBe('sandbox');
    expect(loadPaymentProviderChoice({ PAYMENT_PROVIDER: 'sandbox' })).toBe('sandbox');
    expect(() => loadPaymentProviderChoice({ PAYMENT_PROVIDER: 'stripe' })).toThrow('Unknown PAYMENT_PROVIDER "stripe"');
  });
});
