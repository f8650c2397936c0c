import { loadRuntimeConfig } from './runtime-config';
import { loadOperatorConfig, operatorConfigWarning } from './operator-config';

describe('operator config (OPERATOR_* variables for /impressum and /datenschutz)', () => {
  it('falls back to the fictional example company outside production, without register, VAT id or phone', () => {
    const operator = loadRuntimeConfig({ NODE_ENV: 'development' }).operator;
    expect(operator).toEqual({
      name: 'autoleasing Beispiel GmbH',
      street: 'Musterstraße 1',
      postalCode: '12345',
      city: 'Musterstadt',
      managingDirectors: ['Erika Mustermann'],
      register: null,
      vatId: null,
      phone: null,
      email: 'kontakt@autoleasing.example',
      privacyEmail: 'datenschutz@autoleasing.example',
      brokerAuthority: null,
    });
    expect(operatorConfigWarning(operator, 'development')).toBeNull();
  });

  it('reads every variable, splits the managing directors at commas and treats an empty value as not shown', () => {
    const operator = loadOperatorConfig(
      {
        OPERATOR_NAME: ' Leasing Test AG ',
        OPERATOR_MANAGING_DIRECTORS: 'A. Eins, B. Zwei ,,',
        OPERATOR_REGISTER: 'Amtsgericht X, HRB 1',
        OPERATOR_VAT_ID: 'DE000',
        OPERATOR_EMAIL: '',
        OPERATOR_BROKER_AUTHORITY: 'Ordnungsamt X',
      },
      false,
    );
    expect(operator).toMatchObject({
      name: 'Leasing Test AG',
      managingDirectors: ['A. Eins', 'B. Zwei'],
      register: 'Amtsgericht X, HRB 1',
      vatId: 'DE000',
      email: null,
      brokerAuthority: 'Ordnungsamt X',
      // Unset in development: the example value.
      city: 'Musterstadt',
    });
  });

  it('has no fallback in production and warns when OPERATOR_NAME is missing there', () => {
    // Production also requires its secrets (wall-settings.ts, documents-config.ts).
    const secrets = { AUTH_TOKEN_SECRET: 'a'.repeat(32), UPLOAD_SIGNING_SECRET: 'u'.repeat(32) };
    const operator = loadRuntimeConfig({ NODE_ENV: 'production', OPERATOR_CITY: 'Berlin', ...secrets }).operator;
    expect(operator).toMatchObject({ name: null, street: null, city: 'Berlin', managingDirectors: [], email: null, privacyEmail: null });
    expect(operatorConfigWarning(operator, 'production')).toMatch(/OPERATOR_NAME is not set/);
    expect(operatorConfigWarning(loadOperatorConfig({ OPERATOR_NAME: 'Leasing Test AG' }, true), 'production')).toBeNull();
  });
});
