import { loadSecondFactorKey, openSecret, sealSecret } from './second-factor-secret';

describe('sealed second-factor secrets', () => {
  const key = loadSecondFactorKey({ SECOND_FACTOR_KEY: 'k'.repeat(32) });

  it('given a sealed secret, when opened with the same key, then it is the plain secret', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', key);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(sealed, key)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('given another key or an altered text, when opened, then nothing comes out', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', key);
    expect(openSecret(sealed, loadSecondFactorKey({ SECOND_FACTOR_KEY: 'x'.repeat(32) }))).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('AAAAAAAAAAAAAAAA').toString('base64url');
    expect(openSecret(parts.join('.'), key)).toBeNull();
    expect(openSecret('garbage', key)).toBeNull();
  });

  it('given production without any key, then loading the key refuses', () => {
    expect(() => loadSecondFactorKey({ NODE_ENV: 'production' })).toThrow(/SECOND_FACTOR_KEY/);
  });
});
