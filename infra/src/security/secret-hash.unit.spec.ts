import argon2 from 'argon2';
import { hashSecret, needsNewHash, verifySecret } from './secret-hash';

describe('secret hash', () => {
  it('hashes with argon2id at OWASP’s 19 MiB, 2 passes, 1 lane, salted per call', async () => {
    const [first, second] = [await hashSecret('Geheim-123'), await hashSecret('Geheim-123')];
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(second).not.toBe(first);
  });

  it('verifies the secret and nothing else', async () => {
    const hash = await hashSecret('Geheim-123');
    expect(await verifySecret(hash, 'Geheim-123')).toBe(true);
    expect(await verifySecret(hash, 'geheim-123')).toBe(false);
  });

  it('still verifies hashes made with other parameters (argon2’s defaults, as stored before)', async () => {
    const older = await argon2.hash('Geheim-123', { type: argon2.argon2id });
    expect(older).toMatch(/\$m=65536,p=4,t=3\$/);
    expect(await verifySecret(older, 'Geheim-123')).toBe(true);
  });

  it('tells a hash of other parameters from one of today’s; a hash it cannot read needs none', async () => {
    expect(needsNewHash(await hashSecret('Geheim-123'))).toBe(false);
    expect(needsNewHash(await argon2.hash('Geheim-123', { type: argon2.argon2id }))).toBe(true);
    expect(needsNewHash('!')).toBe(false);
  });

  it('matches nothing for a hash it cannot read, such as an erased account’s', async () => {
    expect(await verifySecret('!', 'Geheim-123')).toBe(false);
    expect(await verifySecret('', '')).toBe(false);
  });
});
