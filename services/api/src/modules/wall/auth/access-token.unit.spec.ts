import { signToken, VerifiedAccessTokens, type AccessTokenClaims } from './access-token';

const secret = 'a'.repeat(64);
const claims = (exp: number, sid = 's-1'): AccessTokenClaims => ({ sub: 'u-1', sid, role: 'Customer', customer_group: 'b2c', dealer_id: null, iat: 0, exp, typ: 'access' });

describe('VerifiedAccessTokens', () => {
  it('given a well-signed token, when verified twice, then both answers are its claims', () => {
    const tokens = new VerifiedAccessTokens(secret);
    const token = signToken(claims(2_000), secret);
    expect(tokens.verify(token, 1_000)).toMatchObject({ sid: 's-1', exp: 2_000 });
    expect(tokens.verify(token, 1_500)).toMatchObject({ sid: 's-1', exp: 2_000 });
  });

  it('given a token it verified before, when it has expired since, then it is refused', () => {
    const tokens = new VerifiedAccessTokens(secret);
    const token = signToken(claims(2_000), secret);
    expect(tokens.verify(token, 1_000)).not.toBeNull();
    expect(tokens.verify(token, 2_000)).toBeNull();
  });

  it('given a token signed with another secret or altered, then it is refused every time', () => {
    const tokens = new VerifiedAccessTokens(secret);
    const foreign = signToken(claims(2_000), 'b'.repeat(64));
    const [header, , signature] = signToken(claims(2_000), secret).split('.');
    const altered = [header, Buffer.from(JSON.stringify(claims(9_999))).toString('base64url'), signature].join('.');
    for (const token of [foreign, foreign, altered, altered]) expect(tokens.verify(token, 1_000)).toBeNull();
  });

  it('given more tokens than it keeps, then the oldest is verified again and still passes', () => {
    const tokens = new VerifiedAccessTokens(secret, 2);
    const [a, b, c] = ['s-a', 's-b', 's-c'].map((sid) => signToken(claims(2_000, sid), secret));
    for (const token of [a, b, c, a]) expect(tokens.verify(token, 1_000)).not.toBeNull();
  });
});
