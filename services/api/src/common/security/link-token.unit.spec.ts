import { newLinkToken, parseLinkToken, secretMatches } from './link-token';

describe('link tokens', () => {
  it('given a new token, when it is read back, then its id and secret match what the row stores', () => {
    const token = newLinkToken();
    const parts = parseLinkToken(token.tokenFor(token.id));
    expect(parts?.id).toBe(token.id);
    expect(secretMatches(token.secretHash, parts!.secret)).toBe(true);
  });

  it('given another secret or no stored hash, then it does not match', () => {
    const [one, other] = [newLinkToken(), newLinkToken()];
    const secret = parseLinkToken(other.tokenFor(other.id))!.secret;
    expect(secretMatches(one.secretHash, secret)).toBe(false);
    expect(secretMatches(null, secret)).toBe(false);
  });

  it('given text that is no token of ours, then parsing answers null', () => {
    for (const text of ['', 'abc', `${'a'.repeat(36)}.${'b'.repeat(42)}`, `${newLinkToken().id}.${'b'.repeat(43)}x`]) expect(parseLinkToken(text)).toBeNull();
  });
});
